import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUserWithToken, expectEnvelope, testClient } from '../../../../test/http';
import { LegalPageModel } from '../legal-pages.model';

const api = testClient();
let admin: string;
let editor: string;

const privacy = { title: 'Privacy at Saraswati Classes', body: '## What we keep\n\n- your name' };
const put = (name: string, authorization: string, body: unknown) =>
  api
    .put(`/api/content/pages/${name}`)
    .set('Authorization', authorization)
    .send(body as object);

beforeAll(async () => {
  admin = (await createUserWithToken('admin')).authorization;
  editor = (await createUserWithToken('editor')).authorization;
});

beforeEach(async () => {
  await LegalPageModel.deleteMany({});
});

describe('GET and PUT /api/content/pages/:name', () => {
  it.each(['privacy', 'terms'])(
    'when nothing is saved, then %s reads a starting text that says to have it reviewed',
    async (name) => {
      const res = await api.get(`/api/content/pages/${name}`);

      expect(res.status).toBe(200);
      expect(res.body.page.name).toBe(name);
      expect(res.body.page.title).not.toBe('');
      expect(res.body.page.body).toContain('Have it reviewed');
    },
  );

  it('when an admin saves the privacy notice, then anyone reads it back, and the terms are untouched', async () => {
    const saved = await put('privacy', admin, privacy);

    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ page: { name: 'privacy', ...privacy } });
    expect((await api.get('/api/content/pages/privacy')).body.page).toEqual({
      name: 'privacy',
      ...privacy,
    });
    expect((await api.get('/api/content/pages/terms')).body.page.body).toContain(
      'Have it reviewed',
    );
  });

  it('when the title is blank or a key is unknown, then 400 and nothing is stored', async () => {
    const blank = await put('privacy', admin, { ...privacy, title: ' ' });
    const extra = await put('privacy', admin, { ...privacy, name: 'terms' });

    expectEnvelope(blank.body, 'VALIDATION_ERROR');
    expect(blank.body.details[0].path).toBe('title');
    expect(extra.status).toBe(400);
    expect(await LegalPageModel.countDocuments()).toBe(0);
  });

  it('when the page name is unknown, then 404 for reads and writes', async () => {
    expect((await api.get('/api/content/pages/cookies')).status).toBe(404);
    expect((await put('cookies', admin, privacy)).status).toBe(404);
    expect(await LegalPageModel.countDocuments()).toBe(0);
  });

  it('when an editor or a visitor tries to change a page, then 403 / 401', async () => {
    expect((await put('terms', editor, privacy)).status).toBe(403);
    expect((await api.put('/api/content/pages/terms').send(privacy)).status).toBe(401);
    expect(await LegalPageModel.countDocuments()).toBe(0);
  });
});
