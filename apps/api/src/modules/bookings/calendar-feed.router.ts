import { z } from 'zod';
import type { RouteTable } from '../../lib/http/route-table';
import { notFound } from '../../lib/errors';
import { mailLinkOrigin } from '../../lib/http/site-origin';
import { calendarFeed, rotateCalendarFeed, type FeedEvents } from './calendar-feed';
import { mayActForTeamMember } from './tutor-access';

/** Anyone holding the URL may read the feed: calendar apps send no credentials. */
const TOKEN = /^[A-Za-z0-9_-]{20,200}$/;

/**
 * A tutor's private calendar feed: made (and remade) by the tutor or an admin, read by URL.
 * `otherEvents`: what else the tutor teaches (batch sessions), lent by routes.ts.
 */
export function mountCalendarFeedRoutes(
  table: RouteTable,
  { otherEvents }: { otherEvents?: FeedEvents } = {},
): void {
  // The URL is for calendar apps elsewhere: the configured origin, never the request's.
  const origin = mailLinkOrigin(table.context);
  const now = () => table.context.clock?.() ?? new Date();
  table.route(
    {
      method: 'post',
      path: '/team/:id/calendar-feed',
      summary:
        "A new private calendar feed URL for a tutor's bookings; the previous URL stops working at once",
      access: 'tutor',
      status: 200,
      response: z.object({ url: z.string() }),
    },
    async (req, res) => {
      const memberId = String(req.params.id);
      mayActForTeamMember(req, memberId);
      res.json({ url: await rotateCalendarFeed(memberId, origin) });
    },
  );
  table.route(
    {
      method: 'get',
      path: '/calendar/:token.ics',
      summary:
        "A tutor's bookings and batch sessions from a week ago to 90 days ahead (iCalendar), for the holder of the URL",
      access: 'public',
      status: 200,
      response: 'calendar',
    },
    async (req, res) => {
      const token = String(req.params.token);
      // A malformed token names no feed: the same 404 as a rotated one.
      const text = TOKEN.test(token)
        ? await calendarFeed(token, now(), origin, otherEvents)
        : undefined;
      if (text === undefined) throw notFound('Calendar');
      res.setHeader('Cache-Control', 'no-store');
      res.type('text/calendar; charset=utf-8').send(text);
    },
  );
}
