import {
  adminBookingSchema,
  availabilityInputSchema,
  availabilitySchema,
  bookingInputSchema,
  bookingMoveSchema,
  bookingSchema,
  bookingsEndpoints,
  bookingsQuerySchema,
  newBookingSchema,
  slotsQuerySchema,
  slotsSchema,
} from '@tutoring/shared';
import { z } from 'zod';
import { invalidatesStale } from '../../lib/cache/invalidates';
import type { ChangeEvent } from '../../lib/collection/change-event';
import { afterWriteOf, runHooks } from '../../lib/collection/change-hooks';
import type { RouteTable } from '../../lib/http/route-table';
import { idParams } from '../../lib/http/validate';
import { mailLinkOrigin } from '../../lib/http/site-origin';
import { auditChanges, statusMoves } from '../audit/audit-changes';
import {
  getAvailability,
  setAvailability,
  TUTOR_HOURS,
  tutorHoursSource,
} from './availability.service';
import { keptCourseTutors } from './course-tutors';
import {
  bookingForToken,
  cancelById,
  cancelByToken,
  moveById,
  moveByToken,
} from './booking-changes';
import { createBooking, listBookings, listSlots } from './bookings.service';
import type { BusyTimesReader } from './busy-times';
import { keptSlotAnswers } from './kept-slots';
import { changingClaims } from './slot-claims';
import { mayActForTeamMember, tutorScopeOf } from './tutor-access';

const { slots, bookings, manage, availability } = bookingsEndpoints;

/** An admin's change, in the Activity log (the parent's own, through their link, is not). */
const bookingAudit = [auditChanges({ updateAction: statusMoves })];

/** A tutor's hours (admins, and the tutor), a course's free slots (anyone), bookings and their private links. */
export function mountBookingsRoutes(
  table: RouteTable,
  { busyTimes }: { busyTimes?: BusyTimesReader } = {},
): void {
  // Links in a booking's mails: from the configured origin, never from the request.
  const origin = mailLinkOrigin(table.context);
  const limited = table.context.limiters.booking;
  const now = () => table.context.clock?.() ?? new Date();
  const answer = z.object({ [availability.itemKey]: availabilitySchema });
  // New hours move the kept tutors of free slots on (keptCourseTutors), restores included.
  const hoursHooks = [invalidatesStale, ...bookingAudit];
  const afterRestore = (event: ChangeEvent) => runHooks([invalidatesStale], event, table.context);
  table.context.content.register({ ...tutorHoursSource, afterRestore });
  const courseTutors = keptCourseTutors(table.context.cache.generations);
  const slotAnswers = keptSlotAnswers(table.context.cache, now);
  // Bookings, moves and cancels take and give back slots: kept free slots move on before 2xx.
  const claims = changingClaims(table.context.cache.generations);
  const bookingChanged = afterWriteOf('booking', bookingAudit, table.context);
  const hoursChanged = afterWriteOf(TUTOR_HOURS, hoursHooks, table.context);

  table.route(
    {
      method: 'get',
      path: availability.path,
      summary: "A tutor's weekly hours, days off and notice (in the institute's time zone)",
      access: 'tutor',
      status: 200,
      response: answer,
    },
    async (req, res) => {
      mayActForTeamMember(req, String(req.params.id));
      res.json({ [availability.itemKey]: await getAvailability(String(req.params.id)) });
    },
  );
  table.route(
    {
      method: 'put',
      path: availability.path,
      summary: "Replace a tutor's hours (existing bookings stay); a tutor their own",
      access: 'tutor',
      params: idParams('Team member'),
      body: availabilityInputSchema,
      status: 200,
      response: answer,
    },
    // Before the body is validated: another tutor's hours are 403 whatever is sent.
    (req, _res, next) => {
      mayActForTeamMember(req, String(req.params.id));
      next();
    },
    async (req, res) => {
      const { before, after, stored } = await setAvailability(req.params.id, req.body);
      await hoursChanged(req, 'update', req.params.id, { before, after, stored });
      res.json({ [availability.itemKey]: after });
    },
  );
  table.route(
    {
      method: 'get',
      path: slots.path,
      summary:
        "A published v2 course's free 30-minute demo slots (UTC) for `days` days from `from`",
      access: 'public',
      query: slotsQuerySchema,
      status: 200,
      response: slotsSchema,
    },
    slotAnswers.serveKept,
    async (req, res) => {
      await slotAnswers.sendMade(req, res, () =>
        listSlots(req.query, now(), courseTutors, busyTimes),
      );
    },
  );
  table.route(
    {
      method: 'post',
      path: bookings.path,
      summary:
        'Book a free slot: creates the lead (demo-scheduled) and mails the parent an invitation and a private link (409: taken meanwhile; 429: one upcoming class per e-mail per course, 3 per client address a day; website, elapsedMs: spam signals as on the contact form, suspected spam books nothing and is answered the same)',
      access: 'public',
      body: bookingInputSchema,
      status: 201,
      response: newBookingSchema,
    },
    limited,
    async (req, res) => {
      const context = { origin, logger: req.log, now: now(), busyTimes };
      const { bookingLimits: limits } = table.context;
      const holder = { ...context, clientAddress: req.ip, limits };
      res.status(201).json(await claims(() => createBooking(req.body, holder)));
    },
  );
  table.route(
    {
      method: 'get',
      path: bookings.path,
      summary:
        "Bookings starting in [from, to] (days on the institute's clock), one tutor or all, with their leads; a tutor's own only, without leads",
      access: 'tutor',
      query: bookingsQuerySchema,
      status: 200,
      response: z.object({ [bookings.listKey]: z.array(adminBookingSchema) }),
    },
    async (req, res) => {
      res.json({ [bookings.listKey]: await listBookings(req.query, tutorScopeOf(req)) });
    },
  );
  table.route(
    {
      method: 'patch',
      path: `${bookings.path}/:id`,
      summary: 'Move a booking to another free slot of its tutor (the parent is told; 409: taken)',
      access: 'admin',
      params: idParams('Booking'),
      body: bookingMoveSchema,
      status: 200,
      response: z.object({ [bookings.itemKey]: bookingSchema }),
    },
    async (req, res) => {
      const { booking } = await claims(() =>
        moveById(req.params.id, req.body, { origin, logger: req.log, now: now(), busyTimes }),
      );
      await bookingChanged(req, 'update', booking._id, { fields: ['start', 'end'] });
      res.json({ [bookings.itemKey]: booking });
    },
  );
  table.route(
    {
      method: 'delete',
      path: `${bookings.path}/:id`,
      summary: 'Cancel a booking (the slot is free again; the parent is told)',
      access: 'admin',
      params: idParams('Booking'),
      status: 204,
    },
    async (req, res) => {
      await claims(() => cancelById(req.params.id, { origin, logger: req.log, now: now() }));
      await bookingChanged(req, 'update', req.params.id, { fields: ['status'] });
      res.status(204).end();
    },
  );
  table.route(
    {
      method: 'get',
      path: manage.path,
      summary: "The booking of a parent's private link (404: unknown or used up)",
      access: 'public',
      status: 200,
      response: z.object({ [manage.itemKey]: bookingSchema }),
    },
    async (req, res) => {
      const booking = await bookingForToken(String(req.params.token));
      // A parent's name, e-mail and phone, read without a sign-in: no cache may keep them.
      res.setHeader('Cache-Control', 'no-store');
      res.json({ [manage.itemKey]: booking });
    },
  );
  table.route(
    {
      method: 'patch',
      path: manage.path,
      summary: 'Move the booking to another free slot; the answer carries its new private link',
      access: 'public',
      body: bookingMoveSchema,
      status: 200,
      response: newBookingSchema,
    },
    limited,
    async (req, res) => {
      const context = { origin, logger: req.log, now: now(), busyTimes };
      res.json(await claims(() => moveByToken(String(req.params.token), req.body, context)));
    },
  );
  table.route(
    {
      method: 'delete',
      path: manage.path,
      summary: 'Cancel the booking: the slot is free again and the link used up',
      access: 'public',
      status: 204,
    },
    limited,
    async (req, res) => {
      const context = { origin, logger: req.log, now: now(), busyTimes };
      await claims(() => cancelByToken(String(req.params.token), context));
      res.status(204).end();
    },
  );
}
