import { STAFF_ROLES } from '../constants';

// Plain functions, no zod: the web's entry reads them to guard routes and draw the sidebar.

/** Roles compare ignoring case (docs/PRODUCT.md section 6). */
export function isAdminRole(role: string | undefined | null): boolean {
  return role?.toLowerCase() === 'admin';
}

/** Admins and editors: the people who work in the admin area (content, for editors). */
export function isStaffRole(role: string | undefined | null): boolean {
  return (STAFF_ROLES as readonly string[]).includes(role?.toLowerCase() ?? '');
}
