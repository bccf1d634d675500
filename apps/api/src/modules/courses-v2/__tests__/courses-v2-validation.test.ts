import { beforeAll, describe, expect, it } from 'vitest';
import {
  describeInvalidCreatesAndReplaces,
  type InvalidBody,
} from '../../../../test/invalid-writes';
import { testClient } from '../../../../test/http';
import { courseTestActors } from '../../courses-v1/__tests__/course-fixtures';
import { CourseV2Model } from '../courses-v2.model';
import { courseV2Store } from '../courses-v2.store';
import { courseV2Body } from './course-v2-fixtures';

const api = testClient();
let admin: string, instructor: string;

beforeAll(async () => ({ admin, instructor } = await courseTestActors()));

// Unknown keys are reported by zod at the body's root (path '').
const invalidBodies: InvalidBody[] = [
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
  [
    'the preview video is a page, not a video',
    { videoUrl: 'https://example.com/watch?v=dQw4w9WgXcQ' },
    'videoUrl',
  ],
  ['the preview video is a script', { videoUrl: 'javascript:alert(1)' }, 'videoUrl'],
  ['the body carries a role', { role: 'admin' }, ''],
  ['the body carries an _id not its own', { _id: '65a1b2c3d4e5f60718293a4b' }, '_id'],
  [
    'the body carries a createdAt not its own',
    { createdAt: '2020-01-01T00:00:00.000Z' },
    'createdAt',
  ],
];

describe('POST /api/coursesv2 validation', () => {
  it('when the description is exactly 200 characters, then it is accepted', async () => {
    const body = courseV2Body(instructor, { description: 'x'.repeat(200) });

    const res = await api.post('/api/coursesv2').set('Authorization', admin).send(body);

    expect(res.status).toBe(201);
  });
});

describeInvalidCreatesAndReplaces(api, {
  invalidBodies,
  path: '/coursesv2',
  body: (change) => courseV2Body(instructor, change),
  create: async () =>
    (await courseV2Store.create(courseV2Body(instructor, { title: 'Original' })))._id,
  snapshot: () => CourseV2Model.find().sort({ _id: 1 }).lean(),
  admin: () => admin,
});
