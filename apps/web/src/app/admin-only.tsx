import { Outlet } from 'react-router-dom';
import { isAdminRole } from '@tutoring/shared';
import { Forbidden } from '../components/ui/forbidden';
import { useAuth } from '../lib/auth-store';

// Part of the admin area (app/admin-routes.tsx), never loaded by the public pages.

/**
 * An admin-only screen inside the admin area: an editor who opens one (a typed or bookmarked
 * URL) is told it is not theirs, in the admin layout, rather than sent to sign in again. The
 * server answers 403 to the same person anyway.
 */
export function AdminOnly() {
  const { user } = useAuth();
  return isAdminRole(user?.role) ? <Outlet /> : <Forbidden />;
}
