import { enrolmentInputSchema, enrolmentSchema, enrolmentsEndpoints } from '@tutoring/shared';
import { z } from 'zod';
import { movingOn } from '../../lib/cache/moving-on';
import { afterWriteOf } from '../../lib/collection/change-hooks';
import type { RouteTable } from '../../lib/http/route-table';
import { mailLinkOrigin } from '../../lib/http/site-origin';
import { idParams } from '../../lib/http/validate';
import { auditChanges, statusMoves } from '../audit/audit-changes';
import { enrolInBatch } from './enrol-in-batch';
import { ENROLMENT } from './enrolment-queries';
import type { EnrolmentLends } from './enrolment-lends';
import { withdrawEnrolment } from './withdraw-enrolment';

const { enrol, enrolment } = enrolmentsEndpoints;

/**
 * Enrolling in a batch (anyone; a signed-in family may name one of its students) and
 * withdrawing (staff, or the family). `lends`: the family account and its students, lent by
 * the accounts (routes.ts).
 */
export function mountEnrolmentsRoutes(table: RouteTable, lends: EnrolmentLends): void {
  const origin = mailLinkOrigin(table.context);
  const now = () => table.context.clock?.() ?? new Date();
  // The course page shows each batch's seats: its kept copy moves on before a seat change is
  // answered.
  const seatsMove = movingOn(table.context.cache.generations, [ENROLMENT]);
  // Staff's withdrawals are in the Activity log; a family's own is not.
  const changed = afterWriteOf(
    ENROLMENT,
    [auditChanges({ updateAction: statusMoves })],
    table.context,
  );
  table.route(
    {
      method: 'post',
      path: enrol.path,
      summary:
        "Enrol a student in an open batch: makes or reuses the guardian's family account (a set-password mail for a new one) and takes a seat (409 batch_full: join the waitlist; 409 already_enrolled; 409 CONFLICT: not open)",
      access: 'public',
      params: idParams('Batch'),
      body: enrolmentInputSchema,
      status: 201,
      response: z.object({ [enrol.itemKey]: enrolmentSchema }),
    },
    table.context.limiters.booking,
    async (req, res) => {
      const family = req.auth?.role === 'user' ? req.auth.userId : undefined;
      const context = { now: now(), origin, log: req.log };
      const created = await seatsMove(() =>
        enrolInBatch(req.params.id, req.body, family, lends, context),
      );
      res.status(201).json({ [enrol.itemKey]: created });
    },
  );
  table.route(
    {
      method: 'delete',
      path: enrolment.path,
      summary:
        "Withdraw an enrolment (an admin, or its family; another family's is 404): its seat goes to the first on the waitlist",
      access: 'user',
      params: idParams('Enrolment'),
      status: 204,
    },
    async (req, res) => {
      // Anyone else signed in reads as another family: no enrolment of theirs is known (404).
      const { role, userId } = req.auth!;
      const by = role === 'admin' ? 'staff' : { familyId: userId };
      const context = { now: now(), origin, log: req.log };
      const { before, after } = await seatsMove(() =>
        withdrawEnrolment(req.params.id, by, context),
      );
      if (by === 'staff') await changed(req, 'update', before._id, { before, after });
      res.status(204).end();
    },
  );
}
