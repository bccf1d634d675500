import { beforeAll } from 'vitest';
import type { testClient } from '../../../../test/http';
import type { CollectionStore } from '../../../lib/collection/collection-store';
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
  /** Where the collection is stored: its path under /api, its model, its create. */
  store: Pick<CollectionStore, 'definition' | 'model' | 'create'>;
  /** A valid body taught by `instructor`, with `change` applied. */
  body: (instructor: string, change: Record<string, unknown>) => Record<string, unknown>;
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
  { store, body, ownRefusals }: CourseCollection,
) {
  const actors = { admin: '', instructor: '' };
  beforeAll(async () => {
    const { admin, instructor } = await courseTestActors();
    Object.assign(actors, { admin, instructor });
  });
  describeInvalidCreatesAndReplaces(api, {
    invalidBodies: [...COMMON_REFUSALS, ...ownRefusals],
    path: store.definition.endpoint.path,
    body: (change) => body(actors.instructor, change),
    create: async () =>
      String((await store.create(body(actors.instructor, { title: 'Original' })))._id),
    // A refused write leaves the whole collection as it was.
    snapshot: () => store.model.find().sort({ _id: 1 }).lean(),
    admin: () => actors.admin,
  });
  return actors;
}
