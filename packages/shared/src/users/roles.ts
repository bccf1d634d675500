// Plain data and functions, no zod: the web's entry reads them to guard routes and draw the
// sidebar.

/**
 * admin: everything; editor: content only (never leads, staff, settings or the log); user: a
 * student; tutor: an account tied to one team member, its own bookings and hours only.
 */
export const ROLES = ['admin', 'editor', 'user', 'tutor'] as const;
/** The roles that sign in to the admin area. */
export const STAFF_ROLES = ['admin', 'editor'] as const;

/** Roles compare ignoring case (docs/PRODUCT.md section 6). */
export function isAdminRole(role: string | undefined | null): boolean {
  return role?.toLowerCase() === 'admin';
}

/** Admins and editors: the people who work in the admin area (content, for editors). */
export function isStaffRole(role: string | undefined | null): boolean {
  return (STAFF_ROLES as readonly string[]).includes(role?.toLowerCase() ?? '');
}

/** A tutor: their own bookings and hours, nothing else. */
export function isTutorRole(role: string | undefined | null): boolean {
  return role?.toLowerCase() === 'tutor';
}
