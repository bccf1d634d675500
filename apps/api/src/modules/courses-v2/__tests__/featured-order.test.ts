import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUserWithToken, expectEnvelope, testClient } from '../../../../test/http';
import { auditEntriesOnceThere } from '../../audit/__tests__/audit-fixtures';
import { insertInstructor } from '../../courses-v1/__tests__/course-fixtures';
import { CourseV2Model } from '../courses-v2.model';

const api = testClient();
let admin: string;
let editor: string;

beforeAll(async () => {
  admin = (await createUserWithToken('admin')).authorization;
  editor = (await createUserWithToken('editor')).authorization;
});

let ids: { a: string; b: string; c: string; plain: string };
beforeEach(async () => {
  await CourseV2Model.deleteMany({});
  // Valid by today's rules (an instructor is required), so a restore of any of them may pass.
  const instructor = await insertInstructor();
  const course = (title: string, featured: boolean) => ({
    title,
    description: `${title}.`,
    status: 'published',
    instructor,
    featured,
  });
  const [a, b, c, plain] = await CourseV2Model.create([
    course('A', true),
    course('B', true),
    course('C', true),
    course('Plain', false),
  ]);
  ids = { a: String(a!._id), b: String(b!._id), c: String(c!._id), plain: String(plain!._id) };
});

const order = (body: object, who = admin) =>
  api.put('/api/coursesv2/order').set('Authorization', who).send(body);
const ranks = async () =>
  Object.fromEntries(
    (await CourseV2Model.find({}).lean()).map((course) => [course.title, course.featuredRank]),
  );

describe('PUT /api/coursesv2/order', () => {
  it('when an admin orders the featured courses, then 204, each gets its place, and the list reads it back', async () => {
    const res = await order({ ids: [ids.c, ids.a, ids.b] });

    expect(res.status).toBe(204);
    expect(await ranks()).toEqual({ A: 1, B: 2, C: 0, Plain: null });
    const listed = (await api.get('/api/coursesv2')).body.courses;
    expect(listed.map((c: { title: string }) => c.title)).toEqual(['A', 'B', 'C', 'Plain']);
    expect(listed.find((c: { title: string }) => c.title === 'C')).toMatchObject({
      featured: true,
      featuredRank: 0,
    });
    await auditEntriesOnceThere({
      entity: 'course-v2',
      entityId: ids.c,
      changedFields: 'featuredRank',
    });
  });

  it.each([
    ['an unknown id', () => [ids.a, ids.b, ids.c, '0123456789abcdef01234567'], 'does not exist'],
    ['a course that is not featured', () => [ids.a, ids.b, ids.c, ids.plain], 'is not featured'],
    ['a featured course missing', () => [ids.a, ids.b], 'C is missing'],
    ['a course twice', () => [ids.a, ids.b, ids.c, ids.a], 'only once'],
  ])(
    'when the order has %s, then 400 saying so and no rank changes',
    async (_case, list, message) => {
      await order({ ids: [ids.b, ids.a, ids.c] });
      const before = await ranks();

      const res = await order({ ids: list() });

      expect(res.status).toBe(400);
      expectEnvelope(res.body, 'VALIDATION_ERROR');
      expect(res.body.message).toContain(message);
      expect(await ranks()).toEqual(before);
    },
  );

  it('when an editor orders the featured courses, then 204 and each gets its place', async () => {
    const res = await order({ ids: [ids.b, ids.c, ids.a] }, editor);

    expect(res.status).toBe(204);
    expect(await ranks()).toEqual({ A: 2, B: 0, C: 1, Plain: null });
  });

  it('when a user or nobody sends an order, then 403 / 401 and no rank changes', async () => {
    const user = (await createUserWithToken('user')).authorization;
    const before = await ranks();

    expect((await order({ ids: [ids.a, ids.b, ids.c] }, user)).status).toBe(403);
    expect((await api.put('/api/coursesv2/order').send({ ids: [] })).status).toBe(401);
    expect(await ranks()).toEqual(before);
  });

  it('when an order moved a course, then its entry can be restored to the old rank', async () => {
    await order({ ids: [ids.a, ids.b, ids.c] });
    await order({ ids: [ids.c, ids.a, ids.b] });
    const [moved] = await auditEntriesOnceThere(
      { entity: 'course-v2', entityId: ids.c, changedFields: 'featuredRank' },
      2,
    );

    const res = await api
      .post(`/api/audit/${String(moved!._id)}/restore`)
      .set('Authorization', admin)
      .send({});

    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await CourseV2Model.findById(ids.c).lean())?.featuredRank).toBe(2);
  });

  it('when a course is saved as read, then its rank stays', async () => {
    await order({ ids: [ids.c, ids.a, ids.b] });
    const { course } = (await api.get(`/api/coursesv2/${ids.c}`)).body;

    const instructor = await insertInstructor();

    const res = await api
      .put(`/api/coursesv2/${ids.c}`)
      .set('Authorization', admin)
      .send({ ...course, instructor, title: 'C renamed' });

    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.course).toMatchObject({ title: 'C renamed', featuredRank: 0 });
  });
});
