// Plain data and functions, no zod: the web's entry reads them to guard screens, the API to
// guard routes.

/**
 * Who may do something, one vocabulary for the API's routes, the web's screens and each
 * collection's operations: anyone (`public`), anyone signed in (`user`), staff (admins and
 * editors: content), administrators only (leads, staff, settings, the log, outgoing mail), or
 * `tutor`: administrators, and tutors for what is their own (their bookings, hours, calendar
 * feed; the route checks whose it is).
 */
export type Access = 'public' | 'user' | 'staff' | 'admin' | 'tutor';

export const ACCESS_LEVELS = [
  'public',
  'user',
  'staff',
  'admin',
  'tutor',
] as const satisfies readonly Access[];
