import { HOME_DEFAULTS } from '@tutoring/shared';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUserWithToken, expectEnvelope, testClient } from '../../../../test/http';
import { HomeContentModel } from '../home-content.model';

const api = testClient();
let admin: string;
let editor: string;
let user: string;

const home = {
  hero: {
    headline: 'CBSE and JEE coaching in Pune',
    subline: 'Small batches, weekly tests, parents kept informed.',
    cta: 'See our courses',
  },
  claims: [
    { value: '80+', label: 'Students this year', hidden: false },
    { value: '4.7', label: 'rating', hidden: true },
  ],
  themes: ['Small batches\nNever more than eight students.', 'Weekly tests'],
  whyChoose: ['Board toppers teach\nOur tutors scored in the top 1%.'],
  perks: ['Doubt-clearing sessions', 'Printed notes'],
};
const put = (authorization: string, body: unknown) =>
  api
    .put('/api/content/home')
    .set('Authorization', authorization)
    .send(body as object);

beforeAll(async () => {
  admin = (await createUserWithToken('admin')).authorization;
  editor = (await createUserWithToken('editor')).authorization;
  user = (await createUserWithToken('user')).authorization;
});

beforeEach(async () => {
  await HomeContentModel.deleteMany({});
});

describe('GET and PUT /api/content/home', () => {
  it('when nothing is saved yet, then a fresh site reads the spec’s wording', async () => {
    const res = await api.get('/api/content/home');

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ home: HOME_DEFAULTS });
  });

  it('when an editor saves the home page, then anyone reads it back exactly, hidden claims included', async () => {
    const saved = await put(editor, home);

    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ home });
    expect((await api.get('/api/content/home')).body).toEqual({ home });
  });

  it('when staff remove every claim, then none is shown (no count the institute did not enter)', async () => {
    await put(admin, { ...home, claims: [] });

    expect((await api.get('/api/content/home')).body.home.claims).toEqual([]);
  });

  it("when a client sends no 'Why Choose' items (the spec's), then they read today's words", async () => {
    const { whyChoose: _left, ...specHome } = home;

    const saved = await put(editor, specHome);

    expect(saved.status).toBe(200);
    expect(saved.body.home).toEqual({ ...specHome, whyChoose: HOME_DEFAULTS.whyChoose });
    expect(HOME_DEFAULTS.whyChoose[0]).toMatch(/^Personalized Learning\n/);
    expect((await api.get('/api/content/home')).body.home.whyChoose).toEqual(
      HOME_DEFAULTS.whyChoose,
    );
  });

  it.each([
    ['five claims', { claims: Array(5).fill({ value: '1', label: 'x' }) }, 'claims'],
    ['an empty headline', { hero: { ...home.hero, headline: '  ' } }, 'hero.headline'],
    ['a claim without a value', { claims: [{ value: '', label: 'Students' }] }, 'claims.0.value'],
    ['a blank perk', { perks: ['Notes', ' '] }, 'perks.1'],
    ['a blank reason', { whyChoose: ['Small batches', ''] }, 'whyChoose.1'],
    ['seven reasons', { whyChoose: Array(7).fill('Small batches') }, 'whyChoose'],
    ['an unknown key', { rating: 4.9 }, ''],
  ])('when the body has %s, then 400 names it and nothing changes', async (_, change, path) => {
    await put(admin, home);

    const res = await put(admin, { ...home, ...change });

    expect(res.status).toBe(400);
    expectEnvelope(res.body, 'VALIDATION_ERROR');
    expect(res.body.details.map((detail: { path: string }) => detail.path)).toContain(path);
    expect((await api.get('/api/content/home')).body).toEqual({ home });
  });

  it('when a visitor or a student tries to change it, then 401 / 403 and nothing is stored', async () => {
    expect((await api.put('/api/content/home').send(home)).status).toBe(401);
    expect((await put(user, home)).status).toBe(403);
    expect(await HomeContentModel.countDocuments()).toBe(0);
  });
});
