import { fillPath } from '../screen-links';
import { PUBLIC_SCREENS } from '../screens';

/**
 * Demo-class booking: free slots of a course, a parent's booking and its private link
 * (/manage/:token), the admins' calendar, and a tutor's hours and calendar feed under the
 * team's path.
 */
export const bookingsEndpoints = {
  slots: { path: '/slots' },
  bookings: { path: '/bookings', listKey: 'bookings', itemKey: 'booking' },
  manage: { path: '/bookings/manage/:token', itemKey: 'booking' },
  availability: { path: '/team/:id/availability', itemKey: 'availability' },
  /** POST: a new private calendar feed URL for a team member. */
  calendarFeed: { path: '/team/:id/calendar-feed' },
} as const;

/** Where the web's manage-booking screen opens a booking's private link. */
export const manageBookingPath = (token: string) =>
  fillPath(PUBLIC_SCREENS['manage-booking'].path, { token });
