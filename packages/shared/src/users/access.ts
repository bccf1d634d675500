// Plain data and functions, no zod: the web's entry reads them to guard screens, the API to
// guard routes.

/**
 * Who may do something, one vocabulary for the API's routes, the web's screens and each
 * collection's operations: anyone (`public`), anyone signed in (`user`), staff (admins and
 * editors: content), administrators only (leads, staff, settings, the log, outgoing mail), or
 * `tutor`: administrators, and tutors for what is their own (their bookings, hours, calendar
 * feed; the route checks whose it is), or `family`: a family account (role `user`) only, for what
 * is a family's own (its students, their classes); staff accounts hold no students.
 */
export type Access = 'public' | 'user' | 'staff' | 'admin' | 'tutor' | 'family';

export const ACCESS_LEVELS = [
  'public',
  'user',
  'staff',
  'admin',
  'tutor',
  'family',
] as const satisfies readonly Access[];
