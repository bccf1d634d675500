import { isAdminRole, isStaffRole, isTutorRole, type Screen } from '@tutoring/shared';

/**
 * Whether a signed-in person with `role` may open `screen`: the web's side of the roles the
 * server enforces (docs/API.md section 4). Editors open the content screens; admins all.
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
      return isAdminRole(role) || isTutorRole(role);
  }
}
