import { courseDetailCollection } from '@tutoring/shared';
import type { Request } from 'express';
import { z } from 'zod';
import { mountItemRoutes } from '../../lib/collection/item-routes';
import { writeContextOf } from '../../lib/collection/write-context';
import type { RouteTable } from '../../lib/http/route-table';
import { objectId } from '../../lib/http/validate';
import {
  createValidatedCourseDetail,
  deleteCourseDetail,
  detailsStorage,
  getCourseDetail,
  replaceCourseDetail,
} from './course-details.store';

const courseIdOf = (req: Request) => String(req.params.courseId);

/** One set of details per v1 course, addressed by the course; recorded under the course's id. */
export function mountCourseDetailsRoutes(table: RouteTable): void {
  mountItemRoutes(table, {
    definition: courseDetailCollection,
    path: courseDetailCollection.endpoint.path,
    params: z.object({ courseId: objectId('Course') }),
    idOf: courseIdOf,
    summaries: {
      get: 'Read the details of a course',
      create: 'Create the details of a course',
      replace: 'Replace the details of a course',
      remove: 'Delete the details of a course',
    },
    storage: detailsStorage,
    get: (req) => getCourseDetail(courseIdOf(req)),
    create: (req) =>
      createValidatedCourseDetail(courseIdOf(req), req.body, writeContextOf(req, table)),
    replace: (req) => replaceCourseDetail(courseIdOf(req), req.body, writeContextOf(req, table)),
    remove: (req) => deleteCourseDetail(courseIdOf(req)),
  });
}
