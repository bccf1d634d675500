import {
  enrolmentSchema,
  enrolmentsEndpoints,
  waitlistEntrySchema,
  waitlistInputSchema,
  waitlistOfferSchema,
} from '@tutoring/shared';
import { z } from 'zod';
import { movingOn } from '../../lib/cache/moving-on';
import { AppError } from '../../lib/errors';
import type { RouteTable } from '../../lib/http/route-table';
import { mailLinkOrigin } from '../../lib/http/site-origin';
import { idParams } from '../../lib/http/validate';
import { batchForEnrolment } from '../batches/batch-queries';
import { acceptOffer } from './accept-offer';
import type { EnrolmentLends } from './enrolment-lends';
import { ENROLMENT } from './enrolment-queries';
import { joinWaitlist } from './join-waitlist';
import { letOfferGo, openOfferOf } from './waitlist-offers';

const { waitlist, offer, enrol } = enrolmentsEndpoints;

const ANSWERED = 'This offer is unknown or already answered.';

/** A batch's waitlist, and the offers of freed seats its mails link to. */
export function mountWaitlistRoutes(table: RouteTable, lends: EnrolmentLends): void {
  const origin = mailLinkOrigin(table.context);
  const now = () => table.context.clock?.() ?? new Date();
  const token = (params: Record<string, unknown>) => String(params.token);
  // A declined offer gives its seat to the next in line or back: the course page shows seats.
  const seatsMove = movingOn(table.context.cache.generations, [ENROLMENT]);
  table.route(
    {
      method: 'post',
      path: waitlist.path,
      summary:
        "Join a full batch's waitlist; the first in line is mailed an offer when a seat frees (409 seats_available while a seat is free and nobody waits)",
      access: 'public',
      params: idParams('Batch'),
      body: waitlistInputSchema,
      status: 201,
      response: z.object({ [waitlist.itemKey]: waitlistEntrySchema }),
    },
    table.context.limiters.booking,
    async (req, res) => {
      const entry = await joinWaitlist(req.params.id, req.body, {
        now: now(),
        origin,
        log: req.log,
      });
      res.status(201).json({ [waitlist.itemKey]: entry });
    },
  );
  table.route(
    {
      method: 'get',
      path: offer.path,
      summary:
        'The offer of a waitlist link: the batch and until when its seat is held (404 unknown or answered; 410 expired, the seat went to the next)',
      access: 'public',
      status: 200,
      response: z.object({ [offer.itemKey]: waitlistOfferSchema }),
    },
    async (req, res) => {
      const open = await openOfferOf(token(req.params), { now: now(), origin, log: req.log });
      const { _id, title, course } = await batchForEnrolment(String(open.batch));
      res.json({
        [offer.itemKey]: { batch: { _id, title, course }, expiresAt: open.expiresAt.toISOString() },
      });
    },
  );
  table.route(
    {
      method: 'post',
      path: `${offer.path}/accept`,
      summary:
        'Accept a waitlist offer: enrols the student in the held seat, making or reusing the family account (410 expired)',
      access: 'public',
      status: 201,
      response: z.object({ [enrol.itemKey]: enrolmentSchema }),
    },
    table.context.limiters.booking,
    async (req, res) => {
      const context = { now: now(), origin, log: req.log };
      const enrolment = await acceptOffer(token(req.params), lends, context);
      res.status(201).json({ [enrol.itemKey]: enrolment });
    },
  );
  table.route(
    {
      method: 'post',
      path: `${offer.path}/decline`,
      summary: 'Decline a waitlist offer: the seat is offered to the next in line (410 expired)',
      access: 'public',
      status: 204,
    },
    async (req, res) => {
      const context = { now: now(), origin, log: req.log };
      const open = await openOfferOf(token(req.params), context);
      const letGo = await seatsMove(() => letOfferGo(open, 'declined', context));
      if (!letGo) throw new AppError('NOT_FOUND', ANSWERED);
      res.status(204).end();
    },
  );
}
