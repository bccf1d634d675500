import { beforeAll, describe, expect, it } from 'vitest';
import { createUserWithToken, expectEnvelope, testClient } from '../../../../test/http';
import { courseV1Store } from '../../courses-v1/courses-v1.store';
import { courseV1Body, insertInstructor } from '../../courses-v1/__tests__/course-fixtures';
import { CourseDetailModel } from '../course-details.model';
import { createCourseDetail } from '../course-details.store';

const api = testClient();
let admin: string;
let user: string;
let courseId: string;

beforeAll(async () => {
  admin = (await createUserWithToken('admin')).authorization;
  user = (await createUserWithToken('user')).authorization;
  courseId = (await courseV1Store.create(courseV1Body(await insertInstructor())))._id;
  await createCourseDetail(courseId, { overview: 'Original', modules: [{ duration: 1 }] });
});

const url = () => `/api/courses/${courseId}/details`;
const valid = { overview: 'Changed', modules: [{ duration: 3 }] };

describe('course-details writes without admin rights', () => {
  const writes = [
    ['POST', () => api.post(url()).send(valid)],
    ['PUT', () => api.put(url()).send(valid)],
    ['DELETE', () => api.delete(url())],
  ] as const;

  it.each(writes)('when nobody is signed in for %s, then it answers 401', async (_m, send) => {
    const res = await send();

    expect(res.status).toBe(401);
    expectEnvelope(res.body, 'UNAUTHORIZED');
    expect((await CourseDetailModel.findOne({ courseId }).lean())?.overview).toBe('Original');
  });

  it.each(writes)('when a non-admin sends %s, then it answers 403', async (_m, send) => {
    const res = await send().set('Authorization', user);

    expect(res.status).toBe(403);
    expectEnvelope(res.body, 'FORBIDDEN');
    expect((await CourseDetailModel.findOne({ courseId }).lean())?.overview).toBe('Original');
  });
});

describe('course-details validation', () => {
  it.each([
    [
      'a module duration is not a multiple of 0.5',
      { modules: [{ duration: 1.25 }] },
      'modules.0.duration',
    ],
    ['a module duration is negative', { modules: [{ duration: -0.5 }] }, 'modules.0.duration'],
    ['a module duration is text', { modules: [{ duration: '2' }] }, 'modules.0.duration'],
    ['the skill level is not one of the list', { skillLevel: 'Expert' }, 'skillLevel'],
    ['a module carries an unknown key', { modules: [{ duration: 1, hours: 2 }] }, 'modules.0'],
    [
      'the body carries a totalDuration that is no number',
      { totalDuration: 'many' },
      'totalDuration',
    ],
    [
      'the body carries another course’s courseId',
      { courseId: '65a1b2c3d4e5f60718293a4b' },
      'courseId',
    ],
    ['the body carries an _id not its own', { _id: '65a1b2c3d4e5f60718293a4b' }, '_id'],
    [
      'the body carries a createdAt not its own',
      { createdAt: '2020-01-01T00:00:00.000Z' },
      'createdAt',
    ],
  ])('when %s, then PUT answers 400 with details and keeps the details', async (_l, body, path) => {
    const res = await api.put(url()).set('Authorization', admin).send(body);

    expect(res.status).toBe(400);
    expectEnvelope(res.body, 'VALIDATION_ERROR');
    expect(res.body.details.map((detail: { path: string }) => detail.path)).toContain(path);
    const stored = await CourseDetailModel.findOne({ courseId }).lean();
    expect(stored).toMatchObject({ overview: 'Original', totalDuration: 1 });
  });

  it('when a module duration is invalid, then POST answers 400 too and stores nothing', async () => {
    const otherCourse = (await courseV1Store.create(courseV1Body(await insertInstructor())))._id;

    const res = await api
      .post(`/api/courses/${otherCourse}/details`)
      .set('Authorization', admin)
      .send({ modules: [{ duration: 0.3 }] });

    expect(res.status).toBe(400);
    expect(res.body.details[0].path).toBe('modules.0.duration');
    expect(await CourseDetailModel.countDocuments({ courseId: otherCourse })).toBe(0);
  });
});
