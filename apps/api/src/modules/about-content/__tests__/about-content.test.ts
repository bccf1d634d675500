import { aboutContentInputSchema } from '@tutoring/shared';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUserWithToken, expectEnvelope, testClient } from '../../../../test/http';
import { AboutContentModel } from '../about-content.model';
import { demoAboutContent } from '../about-content.seed';
import { aboutContentStore } from '../about-content.store';

const api = testClient();
let admin: string;
let user: string;

const content = {
  history: 'Founded in 2012 by two IB teachers.',
  values: [
    { title: 'Every student is different', description: 'Plans built around each student.' },
    { title: 'Understanding first', description: 'Reasoning before memorising.' },
  ],
};

beforeAll(async () => {
  admin = (await createUserWithToken('admin')).authorization;
  user = (await createUserWithToken('user')).authorization;
});

beforeEach(async () => {
  await AboutContentModel.deleteMany({});
});

const save = (body: object) =>
  api.put('/api/content/about-us').set('Authorization', admin).send(body);

describe('GET /api/content/about-us', () => {
  it('when nothing was saved yet, then anyone gets an empty page', async () => {
    const res = await api.get('/api/content/about-us');

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ about: { history: '', values: [] } });
  });

  it('when content was saved, then anyone gets exactly history and values', async () => {
    await save(content);

    const res = await api.get('/api/content/about-us');

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ about: content });
  });
});

describe('PUT /api/content/about-us', () => {
  it('when an admin saves twice, then the second replaces the first in one document', async () => {
    const first = await save(content);
    const second = await save({ history: 'Rewritten.', values: [{ title: 'Care' }] });

    expect(first.status).toBe(200);
    expect(first.body).toEqual({ about: content });
    expect(second.status).toBe(200);
    expect(second.body).toEqual({
      about: { history: 'Rewritten.', values: [{ title: 'Care', description: '' }] },
    });
    expect(await AboutContentModel.countDocuments()).toBe(1);
  });

  it('when two first saves race, then there is still one document', async () => {
    const results = await Promise.all([save(content), save(content), save(content)]);

    expect(results.map((res) => res.status)).toEqual([200, 200, 200]);
    expect(await AboutContentModel.countDocuments()).toBe(1);
  });

  it('when a value has no title, then it answers 400 naming it and nothing changes', async () => {
    await save(content);

    const res = await save({ history: 'x', values: [{ description: 'no title' }] });

    expect(res.status).toBe(400);
    expectEnvelope(res.body, 'VALIDATION_ERROR');
    expect(res.body.details).toContainEqual({
      path: 'values.0.title',
      message: 'Value title is required.',
    });
    expect((await api.get('/api/content/about-us')).body.about).toEqual(content);
  });

  it.each([[{ history: 5 }], [{ values: 'x' }], [{ ...content, _id: 'other' }]])(
    'when the body is %j, then it answers 400',
    async (body) => {
      const res = await save(body);

      expect(res.status).toBe(400);
      expect(await AboutContentModel.countDocuments()).toBe(0);
    },
  );

  it('when anonymous, then it answers 401', async () => {
    const res = await api.put('/api/content/about-us').send(content);

    expect(res.status).toBe(401);
    expectEnvelope(res.body, 'UNAUTHORIZED');
  });

  it('when a user, then it answers 403 and nothing is saved', async () => {
    const res = await api.put('/api/content/about-us').set('Authorization', user).send(content);

    expect(res.status).toBe(403);
    expectEnvelope(res.body, 'FORBIDDEN');
    expect(await AboutContentModel.countDocuments()).toBe(0);
  });
});

describe('demoAboutContent', () => {
  it('when read, then it is valid with a history and four values', () => {
    const demo = aboutContentInputSchema.parse(demoAboutContent());

    expect(demo.history.length).toBeGreaterThan(100);
    expect(demo.values).toHaveLength(4);
    for (const exam of ['IB', 'IGCSE', 'CBSE', 'AP', 'SAT', 'JEE', 'NEET']) {
      expect(demo.history).toContain(exam);
    }
  });

  it('when stored through its store, then the public page shows it', async () => {
    await aboutContentStore.replace(demoAboutContent());

    const res = await api.get('/api/content/about-us');

    expect(res.body.about).toEqual(aboutContentInputSchema.parse(demoAboutContent()));
  });
});
