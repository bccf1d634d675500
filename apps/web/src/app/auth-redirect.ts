import { PUBLIC_SCREENS, type User } from '@tutoring/shared';
import { adminHomeFor, mayEnterAdminArea } from '../lib/screen-access';

/** Location state the guards hand to /login (docs/PRODUCT.md section 4). */
export interface LoginRedirectState {
  /** The page the visitor wanted; they return there after signing in. */
  from?: { pathname: string; search?: string; hash?: string } | string;
  /** Set when a signed-in non-admin tried an admin page. */
  adminRequired?: boolean;
}

export const ADMIN_REQUIRED_NOTICE =
  'Administrator access is required. Please sign in with an admin account.';

/**
 * Where a person lands after signing in when no page was remembered: staff on the admin
 * dashboard, tutors on their bookings, students on theirs.
 */
export function homeFor(user: Pick<User, 'role'>): string {
  return mayEnterAdminArea(user.role) ? adminHomeFor(user.role) : PUBLIC_SCREENS.dashboard.path;
}

function toPath(from: LoginRedirectState['from']): string | null {
  if (!from) return null;
  const path = typeof from === 'string' ? from : `${from.pathname}${from.search ?? ''}`;
  // Only pages of this site, and never back to the sign-in pages themselves.
  if (!path.startsWith('/') || path.startsWith('//')) return null;
  if (path === PUBLIC_SCREENS.login.path || path === PUBLIC_SCREENS.register.path) return null;
  return path;
}

/** Reads the guards' state defensively: history state can hold anything. */
export function readLoginRedirect(state: unknown): { from: string | null; adminRequired: boolean } {
  if (typeof state !== 'object' || state === null) return { from: null, adminRequired: false };
  const { from, adminRequired } = state as LoginRedirectState;
  const valid = typeof from === 'string' || (typeof from === 'object' && from !== null);
  return { from: valid ? toPath(from) : null, adminRequired: adminRequired === true };
}
