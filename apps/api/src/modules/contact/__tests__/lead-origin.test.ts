import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUserWithToken, expectEnvelope, testClient } from '../../../../test/http';
import { siteSettingsStore } from '../../site-settings/site-settings.store';
import { ContactMessageModel } from '../contact.model';

const api = testClient();
let admin: string;

const VISIT = {
  landingPage: '/courses?utm_source=newsletter#top',
  referrer: 'https://news.example.org/issue/12?id=parent@example.com',
  utmSource: 'newsletter',
  utmMedium: 'email',
  utmCampaign: 'spring-2027',
};
const form = { name: 'Meera Nair', course: 'IB Chemistry', email: 'meera@example.com' };

beforeAll(async () => {
  admin = (await createUserWithToken('admin')).authorization;
});

beforeEach(async () => {
  await ContactMessageModel.deleteMany({});
  await siteSettingsStore.replace({ name: 'Harbour Lights Academy' });
});

/** Requires consent through the admin's settings screen's own route, as an admin would. */
async function requireConsent(noticeVersion = '3') {
  const { body } = await api.get('/api/settings/site');
  const site = { ...body.site, consentRequired: true, privacyNoticeVersion: noticeVersion };
  const saved = await api.put('/api/settings/site').set('Authorization', admin).send(site);
  expect(saved.status).toBe(200);
  expect(saved.body.site).toMatchObject({ consentRequired: true, privacyNoticeVersion: '3' });
}

const leads = async (query: Record<string, string> = {}) =>
  (await api.get('/api/contact').query(query).set('Authorization', admin)).body.messages as {
    name: string;
    consent: unknown;
    source: unknown;
  }[];

describe('consent on the contact form', () => {
  it('when the site does not require it, then a post without consent is stored as not given', async () => {
    const res = await api.post('/api/contact').send(form);

    expect(res.status).toBe(201);
    const [lead] = await leads();
    expect(lead?.consent).toEqual({ given: false, at: null, noticeVersion: '' });
  });

  it('when a fresh site is read, then consent is optional and retention has its defaults', async () => {
    const { body } = await api.get('/api/settings/site');

    expect(body.site).toMatchObject({
      consentRequired: false,
      retention: { spamDays: 30, closedLeadMonths: 24 },
    });
  });

  it('when the site requires it, then a post without consent is 400 naming consent and nothing is stored', async () => {
    await requireConsent();

    for (const body of [form, { ...form, consent: false }]) {
      const res = await api.post('/api/contact').send(body);

      expect(res.status).toBe(400);
      expectEnvelope(res.body, 'VALIDATION_ERROR');
      expect(res.body.details.map((detail: { path: string }) => detail.path)).toEqual(['consent']);
    }
    expect(await ContactMessageModel.countDocuments()).toBe(0);
  });

  it('when consent is given, then the lead records when and to which notice version', async () => {
    await requireConsent('3');
    const before = Date.now();

    const res = await api.post('/api/contact').send({ ...form, consent: true });

    expect(res.status).toBe(201);
    const [lead] = await leads();
    const consent = lead?.consent as { given: boolean; at: string; noticeVersion: string };
    expect(consent).toMatchObject({ given: true, noticeVersion: '3' });
    expect(Date.parse(consent.at)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('when consent is not a boolean, then 400 naming consent', async () => {
    const res = await api.post('/api/contact').send({ ...form, consent: 'yes' });

    expect(res.status).toBe(400);
    expect(res.body.details[0].path).toBe('consent');
  });
});

describe('first-party attribution', () => {
  it('when a visit sends its source, then the lead keeps the path without query and the referrer origin only', async () => {
    await api.post('/api/contact').send({ ...form, source: VISIT });

    const [lead] = await leads();
    expect(lead?.source).toEqual({
      landingPage: '/courses#top',
      referrer: 'https://news.example.org',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'spring-2027',
    });
  });

  it('when staff filter by source, then only leads of that utm source (any case) are listed, and (direct) lists those without', async () => {
    await api.post('/api/contact').send({ ...form, name: 'From news', source: VISIT });
    const google = { ...VISIT, utmSource: 'Google' };
    await api.post('/api/contact').send({ ...form, name: 'From search', source: google });
    await api.post('/api/contact').send({ ...form, name: 'Typed the address' });

    expect((await leads({ source: 'google' })).map((lead) => lead.name)).toEqual(['From search']);
    expect((await leads({ source: 'newsletter' })).map((lead) => lead.name)).toEqual(['From news']);
    expect((await leads({ source: '(direct)' })).map((lead) => lead.name)).toEqual([
      'Typed the address',
    ]);
  });

  it('when a source field is not a path or is too long, then 400 naming it and nothing is stored', async () => {
    for (const source of [
      { landingPage: 'https://evil.example/' },
      { utmSource: 'x'.repeat(201) },
    ]) {
      const res = await api.post('/api/contact').send({ ...form, source });

      expect(res.status).toBe(400);
      expect(res.body.details[0].path).toMatch(/^source\./);
    }
    expect(await ContactMessageModel.countDocuments()).toBe(0);
  });
});
