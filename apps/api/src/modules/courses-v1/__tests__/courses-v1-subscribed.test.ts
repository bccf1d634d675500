import { beforeAll, describe, expect, it } from 'vitest';
import { createUserWithToken, expectEnvelope, testClient } from '../../../../test/http';
import { UserModel } from '../../users/user.model';
import { courseV1Store } from '../courses-v1.store';
import { courseV1Body, insertInstructor, UNKNOWN_ID } from './course-fixtures';

const api = testClient();
let instructor: string;

beforeAll(async () => {
  instructor = await insertInstructor();
});

describe('GET /api/courses/subscribed', () => {
  it('when nobody is signed in, then it answers 401', async () => {
    const res = await api.get('/api/courses/subscribed');

    expect(res.status).toBe(401);
    expectEnvelope(res.body, 'UNAUTHORIZED');
  });

  it('when the user is enrolled in courses, then it answers 200 with exactly those', async () => {
    const { user, authorization } = await createUserWithToken('user');
    const enrolled = await courseV1Store.create(courseV1Body(instructor, { title: 'Enrolled' }));
    await courseV1Store.create(courseV1Body(instructor, { title: 'Not enrolled' }));
    // An id of a course deleted since is skipped, not an error.
    await UserModel.updateOne(
      { _id: user._id },
      { $set: { enrolledCourses: [enrolled._id, UNKNOWN_ID] } },
    );

    const res = await api.get('/api/courses/subscribed').set('Authorization', authorization);

    expect(res.status).toBe(200);
    expect(res.body.courses.map((course: { _id: string }) => course._id)).toEqual([enrolled._id]);
    expect(res.body.courses[0].instructor).toEqual({ _id: instructor, name: 'Dr Rao' });
  });

  it('when the user is enrolled in nothing, then it answers 200 with an empty list', async () => {
    const { authorization } = await createUserWithToken('user');

    const res = await api.get('/api/courses/subscribed').set('Authorization', authorization);

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ courses: [] });
  });
});
