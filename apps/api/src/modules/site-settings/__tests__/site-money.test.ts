import { JSDOM } from 'jsdom';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUserWithToken, testClient } from '../../../../test/http';
import { APP_RENDER_SOURCE } from '../../../../test/site-pages/site-pages-fixture';
import { courseV2Body } from '../../courses-v2/__tests__/course-v2-fixtures';
import { TeamMemberModel } from '../../team/team.model';
import { SiteSettingsModel } from '../site-settings.model';

const api = testClient();
let admin: string;

const institute = { name: 'Saraswati Classes', timeZone: 'Asia/Kolkata' };
const save = (body: Record<string, unknown>) =>
  api.put('/api/settings/site').set('Authorization', admin).send(body);
const read = async () => (await api.get('/api/settings/site')).body.site;

beforeAll(async () => {
  admin = (await createUserWithToken('admin')).authorization;
});

beforeEach(async () => {
  await SiteSettingsModel.deleteMany({});
});

describe('the currency and locale of the site settings', () => {
  it('when nothing chose them, then a fresh site charges in the spec’s dollars (USD, en-US)', async () => {
    expect(await read()).toMatchObject({ currency: 'USD', locale: 'en-US' });

    await save(institute);

    expect(await read()).toMatchObject({ currency: 'USD', locale: 'en-US' });
  });

  it('when settings were stored before these fields existed, then they read as the defaults', async () => {
    await SiteSettingsModel.collection.insertOne({ _id: 'site', name: 'Older Institute' } as never);

    expect(await read()).toMatchObject({
      name: 'Older Institute',
      currency: 'USD',
      locale: 'en-US',
    });
  });

  it('when an admin chooses rupees written the Indian way, then anyone reads them back (the code upper-cased)', async () => {
    const res = await save({ ...institute, currency: 'inr', locale: 'en-IN' });

    expect(res.status).toBe(200);
    expect(res.body.site).toMatchObject({ currency: 'INR', locale: 'en-IN' });
    expect(await read()).toMatchObject({ currency: 'INR', locale: 'en-IN' });
  });

  it.each([
    ['a currency code nobody issues', { currency: 'XYZ' }, 'currency'],
    ['a currency named in words', { currency: 'rupees' }, 'currency'],
    ['a currency that is a number', { currency: 356 }, 'currency'],
    ['a locale that is no language tag', { locale: 'Indian English' }, 'locale'],
    ['an empty locale', { locale: '' }, 'locale'],
  ])(
    'when the body has %s, then 400 names the field and nothing changes',
    async (_, change, path) => {
      await save({ ...institute, currency: 'AED', locale: 'ar-AE' });

      const res = await save({ ...institute, ...change });

      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_ERROR');
      expect(res.body.details.map((detail: { path: string }) => detail.path)).toEqual([path]);
      expect(await read()).toMatchObject({ currency: 'AED', locale: 'ar-AE' });
    },
  );
});

describe('prices on the share page', () => {
  it('when the site charges INR in en-IN, then the course’s share page shows ₹ with Indian grouping', async () => {
    const tutor = String((await TeamMemberModel.create({ name: 'Dr. Rao', role: 'Physics' }))._id);
    await save({ ...institute, currency: 'INR', locale: 'en-IN' });
    const created = await api
      .post('/api/coursesv2')
      .set('Authorization', admin)
      .send(courseV2Body(tutor, { price: { hourly: 2500, package: 250000 } }));

    // The share page is the course's page as the app renders it (as `npm start` does).
    const withRender = testClient({ appRenderModule: APP_RENDER_SOURCE });
    const page = await withRender.get(`/share/coursesv2/${created.body.course._id}`);

    expect(page.status).toBe(200);
    const { body } = new JSDOM(page.text).window.document;
    const pricing = body.querySelector('aside')?.textContent ?? '';
    expect(pricing).toMatch(/Hourly Rate.*₹2,500\/hr/);
    expect(pricing).toMatch(/Monthly Package.*₹2,50,000/);
    expect(body.textContent).not.toContain('$');
  });
});
