import { beforeAll } from 'vitest';
import {
  describeInvalidCreatesAndReplaces,
  type InvalidBody,
} from '../../../../test/invalid-writes';
import { testClient } from '../../../../test/http';
import { CourseModel } from '../courses-v1.model';
import { courseV1Store } from '../courses-v1.store';
import { courseV1Body, courseTestActors } from './course-fixtures';

const api = testClient();
let admin: string, instructor: string;

beforeAll(async () => ({ admin, instructor } = await courseTestActors()));

// Unknown keys are reported by zod at the body's root (path '').
const invalidBodies: InvalidBody[] = [
  ['the title is missing', { title: undefined }, 'title'],
  ['the title is blank', { title: '   ' }, 'title'],
  ['the category is not one of the list', { category: 'Cooking' }, 'category'],
  ['the price is negative', { price: -1 }, 'price'],
  ['the price is not in steps of 0.01', { price: 10.005 }, 'price'],
  ['the price is text', { price: '12' }, 'price'],
  ['the duration is below 1 hour', { duration: 0.5 }, 'duration'],
  ['the instructor is missing', { instructor: undefined }, 'instructor'],
  ['the instructor is not an id', { instructor: { _id: 'nope' } }, 'instructor._id'],
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

describeInvalidCreatesAndReplaces(api, {
  invalidBodies,
  path: '/courses',
  body: (change) => courseV1Body(instructor, change),
  create: async () =>
    (await courseV1Store.create(courseV1Body(instructor, { title: 'Original' })))._id,
  snapshot: () => CourseModel.find().sort({ _id: 1 }).lean(),
  admin: () => admin,
});
