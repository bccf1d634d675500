import {
  batchesEndpoints,
  batchesQuerySchema,
  batchInputSchema,
  batchSchema,
  batchSessionSchema,
  batchSessionsQuerySchema,
} from '@tutoring/shared';
import type { Request } from 'express';
import { z } from 'zod';
import { isAdminRequest } from '../../lib/auth/authenticate';
import { AppError } from '../../lib/errors';
import { invalidatesStale } from '../../lib/cache/invalidates';
import { afterWriteOf } from '../../lib/collection/change-hooks';
import type { RouteTable } from '../../lib/http/route-table';
import { idParams } from '../../lib/http/validate';
import { auditChanges, statusMoves } from '../audit/audit-changes';
import { changingClaims } from '../bookings/slot-claims';
import { sessionsOfBatch } from './batch-queries';
import type { WaitlistCounts } from './batch-read';
import { createBatch, deleteBatch, listBatches, replaceBatch } from './batches.service';
import { mountCalendarRoute } from './calendar.router';

const { batches, sessions } = batchesEndpoints;

/** Closed batches are staff's business: listing them takes an admin's sign-in. */
function onlyAdmins(req: Request): void {
  if (!req.auth) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.');
  if (!isAdminRequest(req)) throw new AppError('FORBIDDEN', 'Administrator access is required.');
}
const answer = z.object({ [batches.itemKey]: batchSchema });

/**
 * Batches of v2 courses: the public list of open ones, staff's writes, their sessions.
 * `waitlistCounts`: how many wait for each batch, lent by enrolments (routes.ts).
 */
export function mountBatchesRoutes(
  table: RouteTable,
  { waitlistCounts }: { waitlistCounts?: WaitlistCounts } = {},
): void {
  const now = () => table.context.clock?.() ?? new Date();
  // A course's kept page shows its batches: a write moves the page on (page-answers.ts).
  const changed = afterWriteOf(
    'batch',
    [invalidatesStale, auditChanges({ updateAction: statusMoves })],
    table.context,
  );
  // Sessions are times a tutor is busy: kept free demo slots move on before any 2xx.
  const sessionsChange = changingClaims(table.context.cache.generations);
  table.route(
    {
      method: 'get',
      path: batches.path,
      summary:
        'Open batches, of one v2 course or all, with seats left and next sessions; closed ones too for an admin asking status=all (else 401/403)',
      access: 'public',
      query: batchesQuerySchema,
      status: 200,
      response: z.object({ [batches.listKey]: z.array(batchSchema) }),
    },
    async (req, res) => {
      if (req.query.status !== 'open') onlyAdmins(req);
      res.json({ [batches.listKey]: await listBatches(req.query, now(), waitlistCounts) });
    },
  );
  table.route(
    {
      method: 'post',
      path: batches.path,
      summary: 'Create a batch; its sessions are made from the schedule, holidays skipped',
      access: 'admin',
      body: batchInputSchema,
      status: 201,
      response: answer,
    },
    async (req, res) => {
      const { batch } = await sessionsChange(() => createBatch(req.body, now()));
      await changed(req, 'create', batch._id, { after: batch });
      res.status(201).json({ [batches.itemKey]: batch });
    },
  );
  table.route(
    {
      method: 'put',
      path: `${batches.path}/:id`,
      summary: 'Replace a batch; future untouched sessions follow (409: fewer seats than taken)',
      access: 'admin',
      params: idParams('Batch'),
      body: batchInputSchema,
      status: 200,
      response: answer,
    },
    async (req, res) => {
      const { before, batch, stored } = await sessionsChange(() =>
        replaceBatch(req.params.id, req.body, now()),
      );
      await changed(req, 'update', batch._id, { before, after: batch, stored });
      res.json({ [batches.itemKey]: batch });
    },
  );
  table.route(
    {
      method: 'delete',
      path: `${batches.path}/:id`,
      summary: 'Delete a batch and its sessions (409 while it has active enrolments)',
      access: 'admin',
      params: idParams('Batch'),
      status: 204,
    },
    async (req, res) => {
      const { before, stored } = await sessionsChange(() => deleteBatch(req.params.id, now()));
      await changed(req, 'delete', req.params.id, { before, stored: { before: stored } });
      res.status(204).end();
    },
  );
  table.route(
    {
      method: 'get',
      path: sessions.path,
      summary: "A batch's sessions on days [from, to] of its zone (holidays skipped)",
      access: 'public',
      params: idParams('Batch'),
      query: batchSessionsQuerySchema,
      status: 200,
      response: z.object({ [sessions.listKey]: z.array(batchSessionSchema) }),
    },
    async (req, res) => {
      const { from, to } = req.query;
      res.json({ [sessions.listKey]: await sessionsOfBatch(req.params.id, from, to) });
    },
  );
  mountCalendarRoute(table);
}
