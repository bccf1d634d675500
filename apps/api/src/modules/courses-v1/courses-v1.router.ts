import { courseDetailCollection, courseV1Collection, courseV1Endpoint } from '@tutoring/shared';
import { z } from 'zod';
import { invalidates } from '../../lib/cache/invalidates';
import { mountCollection } from '../../lib/collection/collection-routes';
import type { RouteTable } from '../../lib/http/route-table';
import { auditChanges } from '../audit/audit-changes';
import { removesUnlinkedFiles } from '../files/file-links';
import { courseV1Store, listSubscribedCourses } from './courses-v1.store';

export interface CoursesV1Dependents {
  /** Removes a course's details: deleting a course deletes them (docs/PRODUCT.md section 4). */
  removeDetailsOf: (courseId: string) => Promise<void>;
}

export function mountCoursesV1Routes(table: RouteTable, { removeDetailsOf }: CoursesV1Dependents) {
  const { path, listKey } = courseV1Endpoint;
  // Before /:id, which would otherwise read 'subscribed' as an id.
  table.route(
    {
      method: 'get',
      path: `${path}/subscribed`,
      summary: 'Courses the signed-in user is enrolled in',
      access: 'user',
      status: 200,
      response: z.object({ [listKey]: z.array(courseV1Collection.read) }),
    },
    async (req, res) => {
      res.json({ [listKey]: await listSubscribedCourses(req.auth!.userId) });
    },
  );
  mountCollection(table, {
    store: courseV1Store,
    cached: true,
    removeDependents: removeDetailsOf,
    afterChange: [
      auditChanges(),
      invalidates(courseV1Collection, courseDetailCollection),
      removesUnlinkedFiles(['imageUrl', 'thumbnail']),
    ],
  });
}
