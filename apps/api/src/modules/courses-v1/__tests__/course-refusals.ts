import { beforeAll } from 'vitest';
import type { testClient } from '../../../../test/http';
import {
  describeInvalidCreatesAndReplaces,
  type InvalidBody,
} from '../../../../test/invalid-writes';
import { courseTestActors } from './course-fixtures';

/** What both course collections (v1 and v2) refuse alike. */
const COMMON_REFUSALS: InvalidBody[] = [
  ['the title is missing', { title: undefined }, 'title'],
  ['the instructor is missing', { instructor: undefined }, 'instructor'],
  [
    'the preview video is a page, not a video',
    { videoUrl: 'https://example.com/watch?v=dQw4w9WgXcQ' },
    'videoUrl',
  ],
  ['the preview video is a script', { videoUrl: 'javascript:alert(1)' }, 'videoUrl'],
  // Unknown keys are reported by zod at the body's root (path '').
  ['the body carries a role', { role: 'admin' }, ''],
  ['the body carries an _id not its own', { _id: '65a1b2c3d4e5f60718293a4b' }, '_id'],
  [
    'the body carries a createdAt not its own',
    { createdAt: '2020-01-01T00:00:00.000Z' },
    'createdAt',
  ],
];

interface CourseCollection {
  /** The collection's path under /api, e.g. '/coursesv2'. */
  path: string;
  /** A valid body taught by `instructor`, with `change` applied. */
  body: (instructor: string, change: Record<string, unknown>) => Record<string, unknown>;
  /** Stores a course taught by `instructor` and returns its id. */
  create: (instructor: string) => Promise<string>;
  /** What a refused write must leave identical: the whole collection. */
  snapshot: () => Promise<unknown>;
  /** What this collection refuses beyond the common refusals. */
  ownRefusals: InvalidBody[];
}

/**
 * A course collection's refused creates and replaces (its own refusals and the common ones),
 * sent by an admin with a team member to teach. Returns those actors, filled once the suite
 * has begun, for the file's other tests.
 */
export function describeCourseRefusals(
  api: ReturnType<typeof testClient>,
  course: CourseCollection,
) {
  const actors = { admin: '', instructor: '' };
  beforeAll(async () => {
    const { admin, instructor } = await courseTestActors();
    Object.assign(actors, { admin, instructor });
  });
  describeInvalidCreatesAndReplaces(api, {
    invalidBodies: [...COMMON_REFUSALS, ...course.ownRefusals],
    path: course.path,
    body: (change) => course.body(actors.instructor, change),
    create: () => course.create(actors.instructor),
    snapshot: course.snapshot,
    admin: () => actors.admin,
  });
  return actors;
}
