import { beforeAll, describe, expect, it } from 'vitest';
import { createUserWithToken, expectEnvelope, testClient } from '../../../../test/http';
import { insertInstructor } from '../../courses-v1/__tests__/course-fixtures';
import { CourseV2Model } from '../courses-v2.model';
import { createCourseV2 } from '../courses-v2.service';
import { courseV2Body } from './course-v2-fixtures';

const api = testClient();
let admin: string;
let instructor: string;

beforeAll(async () => {
  admin = (await createUserWithToken('admin')).authorization;
  instructor = await insertInstructor();
});

// Each case: what is wrong, the change to a valid body, and the path its detail names.
// Unknown keys are reported by zod at the body's root (path '').
const invalidBodies: Array<[string, Record<string, unknown>, string]> = [
  ['the title is missing', { title: undefined }, 'title'],
  ['the description is missing', { description: undefined }, 'description'],
  [
    'the description is longer than 200 characters',
    { description: 'x'.repeat(201) },
    'description',
  ],
  ['the mode is not One-on-One or Small Group', { mode: 'Lecture' }, 'mode'],
  ['the status is not draft or published', { status: 'archived' }, 'status'],
  ['the exam type is unknown', { examType: 'GCSE' }, 'examType'],
  ['the hourly price is negative', { price: { hourly: -5 } }, 'price.hourly'],
  ['the package price is not in steps of 0.01', { price: { package: 99.999 } }, 'price.package'],
  ['the price carries an unknown key', { price: { monthly: 10 } }, 'price'],
  ['the instructor is missing', { instructor: undefined }, 'instructor'],
  ['the body carries a role', { role: 'admin' }, ''],
  ['the body carries an _id', { _id: '65a1b2c3d4e5f60718293a4b' }, ''],
  ['the body carries createdAt', { createdAt: '2020-01-01T00:00:00.000Z' }, ''],
  ['the body carries updatedAt', { updatedAt: '2020-01-01T00:00:00.000Z' }, ''],
];

function expectDetail(body: { details?: Array<{ path: string }> }, path: string): void {
  expectEnvelope(body, 'VALIDATION_ERROR');
  expect(body.details?.map((detail) => detail.path)).toContain(path);
}

describe('POST /api/coursesv2 validation', () => {
  it('when the description is exactly 200 characters, then it is accepted', async () => {
    const body = courseV2Body(instructor, { description: 'x'.repeat(200) });

    const res = await api.post('/api/coursesv2').set('Authorization', admin).send(body);

    expect(res.status).toBe(201);
  });

  it.each(invalidBodies)(
    'when %s, then it answers 400 with details and stores nothing',
    async (_l, change, path) => {
      const before = await CourseV2Model.countDocuments();

      const res = await api
        .post('/api/coursesv2')
        .set('Authorization', admin)
        .send(courseV2Body(instructor, change));

      expect(res.status).toBe(400);
      expectDetail(res.body, path);
      expect(await CourseV2Model.countDocuments()).toBe(before);
    },
  );
});

describe('PUT /api/coursesv2/:id validation', () => {
  it.each(invalidBodies)(
    'when %s, then it answers 400 with details and keeps the course',
    async (_l, change, path) => {
      const { _id } = await createCourseV2(courseV2Body(instructor, { title: 'Original' }));

      const res = await api
        .put(`/api/coursesv2/${_id}`)
        .set('Authorization', admin)
        .send(courseV2Body(instructor, change));

      expect(res.status).toBe(400);
      expectDetail(res.body, path);
      expect((await CourseV2Model.findById(_id).lean())?.title).toBe('Original');
    },
  );
});
