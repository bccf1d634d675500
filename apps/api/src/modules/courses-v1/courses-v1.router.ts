import { courseV1Collection, courseV1Endpoint } from '@tutoring/shared';
import { z } from 'zod';
import { mountCollection } from '../../lib/collection/collection-routes';
import type { Dependents } from '../../lib/collection/content-registry';
import type { RouteTable } from '../../lib/http/route-table';
import { courseV1Store, listSubscribedCourses } from './courses-v1.store';

export interface CoursesV1Dependents {
  /**
   * A course's details: deleting a course deletes them (docs/PRODUCT.md section 4), restoring
   * the deleted course puts them back.
   */
  details: Dependents;
}

export function mountCoursesV1Routes(table: RouteTable, { details }: CoursesV1Dependents) {
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
    dependents: details,
  });
}
