import { createEvents, type EventAttributes } from 'ics';
import { trusted } from 'mongoose';
import { AppError, notFound } from '../../lib/errors';
import { parseId } from '../../lib/http/validate';
import { siteSettingsStore } from '../site-settings/site-settings.store';
import { findTeamMember, teamMemberExists } from '../team/team-queries';
import { hasActiveTutorAccount } from '../users/tutor-accounts';
import { bookingEvent } from './booking-invitation';
import { BookingModel } from './booking.model';
import { invitationBase, organizer } from './booking-text';
import { CalendarFeedModel } from './calendar-feed.model';
import { manageTokenHash, newManageToken } from './manage-token';
import { toBooking } from './bookings.service';
import { parentForTutor } from './tutor-mail';

const DAY_MS = 24 * 60 * 60_000;
/** What a feed lists: a week back (so this week's classes stay), 90 days ahead. */
const FEED_DAYS_BACK = 7;
const FEED_DAYS_AHEAD = 90;

/** The feed's path under /api; its URL is the site's origin before it. */
export const calendarFeedPath = (token: string) => `/api/calendar/${token}.ics`;

/**
 * A new private feed URL for a team member's bookings; the previous one stops working at
 * once (its hash is replaced). The token is shown once, here; only its hash is kept.
 */
export async function rotateCalendarFeed(memberId: string, origin: string): Promise<string> {
  const _id = parseId(memberId, 'Team member');
  if (!(await teamMemberExists(_id))) throw notFound('Team member');
  if (!(await hasActiveTutorAccount(memberId))) {
    throw new AppError(
      'CONFLICT',
      'Only a tutor with an active account has a calendar feed: invite them as a tutor first.',
    );
  }
  const token = newManageToken();
  await CalendarFeedModel.updateOne(
    { _id },
    { $set: { tokenHash: manageTokenHash(token) } },
    { upsert: true },
  );
  return `${origin}${calendarFeedPath(token)}`;
}

/**
 * The team member's feed URL stops working for good (their tutor account was deactivated or
 * given another role): a new URL takes an active tutor again.
 */
export async function revokeCalendarFeed(memberId: string): Promise<void> {
  await CalendarFeedModel.deleteOne({ _id: memberId });
}

/** Other events of a team member's feed (their batch sessions), lent by routes.ts. */
export type FeedEvents = (
  memberId: string,
  window: { from: Date; to: Date; organizer: { name: string; email: string } },
) => Promise<EventAttributes[]>;

/**
 * The feed of the token's team member as iCalendar text (METHOD:PUBLISH): their booked demo
 * classes from a week ago to 90 days ahead, each with the UID and SEQUENCE its invitations
 * carry, so a calendar holding both keeps one event. An unknown or rotated token: 404.
 */
export async function calendarFeed(
  token: string,
  now: Date,
  origin: string,
  otherEvents: FeedEvents = async () => [],
): Promise<string> {
  const feed = await CalendarFeedModel.findOne({ tokenHash: manageTokenHash(token) }).lean();
  if (!feed) throw notFound('Calendar');
  if (!(await hasActiveTutorAccount(String(feed._id)))) {
    // Whoever kept the URL reads nothing more, even once the account is active again.
    await revokeCalendarFeed(String(feed._id));
    throw notFound('Calendar');
  }
  const from = new Date(now.getTime() - FEED_DAYS_BACK * DAY_MS);
  const to = new Date(now.getTime() + FEED_DAYS_AHEAD * DAY_MS);
  const [member, site, stored] = await Promise.all([
    findTeamMember(feed._id),
    siteSettingsStore.get(),
    BookingModel.find({
      'tutor._id': feed._id,
      status: 'booked',
      start: trusted({ $gte: from, $lt: to }),
    })
      .sort({ start: 1 })
      .lean(),
  ]);
  if (!member) throw notFound('Calendar');
  const events = stored.map((doc) => {
    const booking = toBooking(doc);
    const { sequence } = doc;
    const base = invitationBase(booking, { site, origin, sequence, cancelled: false });
    // The feed's header names the product; an event of its own would say it twice.
    const { productId: _product, ...event } = bookingEvent({
      ...base,
      manageLink: '',
      notes: [`Parent: ${parentForTutor(booking, site)}`],
    });
    return event;
  });
  const others = await otherEvents(String(feed._id), {
    from,
    to,
    organizer: organizer(site, origin),
  });
  const { error, value } = createEvents([...events, ...others], {
    productId: 'tutoring-site/bookings',
    method: 'PUBLISH',
    calName: `${site.name || 'Demo classes'}: ${String(member.name)}`,
  });
  if (error || !value) throw error ?? new Error('The calendar could not be made.');
  return value;
}
