import {
  ADMIN_SCREENS,
  isAdminRole,
  isStaffRole,
  isTutorRole,
  type Screen,
} from '@tutoring/shared';

/**
 * Whether a signed-in person with `role` may open `screen`: the web's side of the roles the
 * server enforces (docs/API.md section 4). Editors open the content screens; admins those and
 * the admin ones; tutors only their own screens. The API's `tutor` routes also let admins act
 * for any tutor, but the tutor screens show the signed-in person's own team member, which an
 * admin does not have: admins see every tutor's through Bookings and Our Team.
 */
export function mayOpen(screen: Pick<Screen, 'audience'>, role: string | undefined): boolean {
  switch (screen.audience) {
    case 'public':
    case 'user':
      return true;
    case 'staff':
      return isStaffRole(role);
    case 'admin':
      return isAdminRole(role);
    case 'tutor':
      return isTutorRole(role);
    case 'family':
      return role === 'user';
  }
}

/** Who is let into /admin: staff, and tutors (who see only their own screens inside). */
export function mayEnterAdminArea(role: string | undefined): boolean {
  return isStaffRole(role) || isTutorRole(role);
}

/** Where the admin area opens for `role`: a tutor's week of bookings, else the dashboard. */
export function adminHomeFor(role: string | undefined): string {
  return isTutorRole(role) ? ADMIN_SCREENS['tutor-bookings'].path : ADMIN_SCREENS.dashboard.path;
}
