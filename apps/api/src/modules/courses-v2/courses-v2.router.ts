import {
  courseV2Collection,
  courseV2Endpoint,
  courseV2OrderPath,
  courseV2OrderSchema,
  EXAM_TYPES,
  noQueryParams,
} from '@tutoring/shared';
import { z } from 'zod';
import { afterWriteOf, collectionHooksOf } from '../../lib/collection/change-hooks';
import { mountCollection } from '../../lib/collection/collection-routes';
import type { RouteTable } from '../../lib/http/route-table';
import { courseV2Store, visibleCoursesV2 } from './courses-v2.store';
import { setFeaturedOrder } from './featured-order';

const examTypeParam = z.strictObject({
  examType: z.enum(EXAM_TYPES, { error: `Exam type must be one of ${EXAM_TYPES.join(', ')}.` }),
});

export function mountCoursesV2Routes(table: RouteTable): void {
  const { path, listKey } = courseV2Endpoint;
  const afterWrite = afterWriteOf(
    courseV2Collection,
    collectionHooksOf(table.context),
    table.context,
  );
  // Before /:id, which would otherwise read 'by-exam' as an id.
  table.route(
    {
      method: 'get',
      path: `${path}/by-exam/:examType`,
      summary: 'Courses (v2) of one exam type; drafts only for admins',
      access: 'public',
      // An unknown exam type is a mistake in the link, not an empty result: 400 with details.
      params: examTypeParam,
      query: noQueryParams,
      status: 200,
      response: z.object({ [listKey]: z.array(courseV2Collection.read) }),
    },
    table.context.cache.serve(courseV2Collection.slug),
    async (req, res) => {
      const { examType } = req.params;
      res.json({ [listKey]: await courseV2Store.list({ ...visibleCoursesV2(req), examType }) });
    },
  );
  // Before /:id, which would otherwise read 'order' as an id.
  table.route(
    {
      method: 'put',
      path: courseV2OrderPath,
      summary:
        "The home page's order of the featured courses: every featured course's id, each once (400 for unknown, unfeatured or missing ids)",
      access: 'staff',
      body: courseV2OrderSchema,
      status: 204,
    },
    async (req, res) => {
      const changed = await setFeaturedOrder(req.body);
      // Each course whose rank moved is an update like any other: its cached answers move
      // on and the audit trail records it, through the collection's own hooks.
      for (const { id, stored } of changed) {
        await afterWrite(req, 'update', id, {
          before: stored.before ?? {},
          after: stored.after ?? {},
          stored,
        });
      }
      res.status(204).end();
    },
  );
  mountCollection(table, { store: courseV2Store, readScope: visibleCoursesV2 });
}
