import { beforeAll, describe, expect, it } from 'vitest';
import { createUserWithToken, expectEnvelope, testClient } from '../../../../test/http';
import { CourseModel } from '../courses-v1.model';
import { createCourseV1 } from '../courses-v1.service';
import { courseV1Body, insertInstructor } from './course-fixtures';

const api = testClient();
let admin: string;
let instructor: string;

beforeAll(async () => {
  admin = (await createUserWithToken('admin')).authorization;
  instructor = await insertInstructor();
});

interface Detail {
  path: string;
  message: string;
}

// Each case: what is wrong, the change to a valid body, and the path its detail names.
// Unknown keys are reported by zod at the body's root (path '').
const invalidBodies: Array<[string, Record<string, unknown>, string]> = [
  ['the title is missing', { title: undefined }, 'title'],
  ['the title is blank', { title: '   ' }, 'title'],
  ['the category is not one of the list', { category: 'Cooking' }, 'category'],
  ['the price is negative', { price: -1 }, 'price'],
  ['the price is not in steps of 0.01', { price: 10.005 }, 'price'],
  ['the price is text', { price: '12' }, 'price'],
  ['the duration is below 1 hour', { duration: 0.5 }, 'duration'],
  ['the instructor is missing', { instructor: undefined }, 'instructor'],
  ['the instructor is not an id', { instructor: { _id: 'nope' } }, 'instructor._id'],
  ['the body carries a role', { role: 'admin' }, ''],
  ['the body carries an _id', { _id: '65a1b2c3d4e5f60718293a4b' }, ''],
  ['the body carries createdAt', { createdAt: '2020-01-01T00:00:00.000Z' }, ''],
  ['the body carries updatedAt', { updatedAt: '2020-01-01T00:00:00.000Z' }, ''],
];

function expectDetail(body: { details?: Detail[] }, path: string): void {
  expectEnvelope(body, 'VALIDATION_ERROR');
  expect(body.details?.map((detail) => detail.path)).toContain(path);
}

describe('POST /api/courses validation', () => {
  it.each(invalidBodies)(
    'when %s, then it answers 400 with details and stores nothing',
    async (_l, change, path) => {
      const before = await CourseModel.countDocuments();

      const res = await api
        .post('/api/courses')
        .set('Authorization', admin)
        .send(courseV1Body(instructor, change));

      expect(res.status).toBe(400);
      expectDetail(res.body, path);
      expect(await CourseModel.countDocuments()).toBe(before);
    },
  );
});

describe('PUT /api/courses/:id validation', () => {
  it.each(invalidBodies)(
    'when %s, then it answers 400 with details and keeps the course',
    async (_l, change, path) => {
      const { _id } = await createCourseV1(courseV1Body(instructor, { title: 'Original' }));

      const res = await api
        .put(`/api/courses/${_id}`)
        .set('Authorization', admin)
        .send(courseV1Body(instructor, change));

      expect(res.status).toBe(400);
      expectDetail(res.body, path);
      expect((await CourseModel.findById(_id).lean())?.title).toBe('Original');
    },
  );
});
