import { courseDetailCollection } from '@tutoring/shared';
import type { Request } from 'express';
import { z } from 'zod';
import { invalidates } from '../../lib/cache/invalidates';
import { afterWriteOf } from '../../lib/collection/change-hooks';
import type { RouteTable } from '../../lib/http/route-table';
import { auditChanges } from '../audit/audit-changes';
import {
  createCourseDetail,
  deleteCourseDetail,
  getCourseDetail,
  replaceCourseDetail,
} from './course-details.store';

const definition = courseDetailCollection;
const { path, itemKey } = definition.endpoint;
const item = z.object({ [itemKey]: definition.read });

/** One set of details per v1 course, addressed by the course; recorded under the course's id. */
export function mountCourseDetailsRoutes(table: RouteTable): void {
  const courseIdOf = (req: Request) => String(req.params.courseId);
  const afterWrite = afterWriteOf(
    definition,
    [auditChanges(), invalidates(definition)],
    table.context,
  );

  table.route(
    {
      method: 'get',
      path,
      summary: 'Read the details of a course',
      access: 'public',
      status: 200,
      response: item,
    },
    table.context.cache.serve(definition.slug),
    async (req, res) => {
      res.json({ [itemKey]: await getCourseDetail(courseIdOf(req)) });
    },
  );
  table.route(
    {
      method: 'post',
      path,
      summary: 'Create the details of a course',
      access: 'admin',
      body: definition.input,
      status: 201,
      response: item,
    },
    async (req, res) => {
      const after = await createCourseDetail(courseIdOf(req), req.body);
      await afterWrite(req, 'create', courseIdOf(req), { after });
      res.status(201).json({ [itemKey]: after });
    },
  );
  table.route(
    {
      method: 'put',
      path,
      summary: 'Replace the details of a course',
      access: 'admin',
      body: definition.input,
      status: 200,
      response: item,
    },
    async (req, res) => {
      const { before, after } = await replaceCourseDetail(courseIdOf(req), req.body);
      await afterWrite(req, 'update', courseIdOf(req), { before, after });
      res.json({ [itemKey]: after });
    },
  );
  table.route(
    {
      method: 'delete',
      path,
      summary: 'Delete the details of a course',
      access: 'admin',
      status: 204,
    },
    async (req, res) => {
      const before = await deleteCourseDetail(courseIdOf(req));
      await afterWrite(req, 'delete', courseIdOf(req), { before });
      res.status(204).end();
    },
  );
}
