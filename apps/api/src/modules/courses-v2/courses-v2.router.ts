import { courseV2Collection, courseV2Endpoint, EXAM_TYPES } from '@tutoring/shared';
import { z } from 'zod';
import { invalidates } from '../../lib/cache/invalidates';
import { mountCollection } from '../../lib/collection/collection-routes';
import { parseInput } from '../../lib/http/validate';
import type { RouteTable } from '../../lib/http/route-table';
import { auditChanges } from '../audit/audit-changes';
import { removesUnlinkedFiles } from '../files/file-links';
import { courseV2Store, visibleCoursesV2 } from './courses-v2.store';

const examTypeParam = z.strictObject({
  examType: z.enum(EXAM_TYPES, { error: `Exam type must be one of ${EXAM_TYPES.join(', ')}.` }),
});

export function mountCoursesV2Routes(table: RouteTable): void {
  const { path, listKey } = courseV2Endpoint;
  // Before /:id, which would otherwise read 'by-exam' as an id.
  table.route(
    {
      method: 'get',
      path: `${path}/by-exam/:examType`,
      summary: 'Courses (v2) of one exam type; drafts only for admins',
      access: 'public',
      status: 200,
      response: z.object({ [listKey]: z.array(courseV2Collection.read) }),
    },
    table.context.cache.serve(courseV2Collection.slug),
    async (req, res) => {
      // An unknown exam type is a mistake in the link, not an empty result: 400 with details.
      const { examType } = parseInput(examTypeParam, { examType: req.params.examType });
      res.json({ [listKey]: await courseV2Store.list({ ...visibleCoursesV2(req), examType }) });
    },
  );
  mountCollection(table, {
    store: courseV2Store,
    cached: true,
    readScope: visibleCoursesV2,
    afterChange: [auditChanges(), invalidates(courseV2Collection), removesUnlinkedFiles(['image'])],
  });
}
