import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PUBLIC_SCREENS } from '@tutoring/shared';
import { isAdminRole } from '../lib/session-user';
import { Spinner } from '../components/ui/spinner';
import { useAuth } from '../lib/auth-store';
import type { LoginRedirectState } from './auth-redirect';

function CheckingSession() {
  return <Spinner label="Checking your session…" className="min-h-[50vh]" />;
}

/** /dashboard: any signed-in user; visitors go to /login and come back afterwards. */
export function RequireUser() {
  const auth = useAuth();
  const location = useLocation();
  if (auth.status === 'verifying') return <CheckingSession />;
  if (auth.status === 'anonymous') {
    const state: LoginRedirectState = { from: location };
    return <Navigate to={PUBLIC_SCREENS.login.path} replace state={state} />;
  }
  return <Outlet />;
}

/** /admin/...: admins only (role compared ignoring case, SPEC.md section 6). */
export function RequireAdmin() {
  const auth = useAuth();
  const location = useLocation();
  if (auth.status === 'verifying') return <CheckingSession />;
  if (auth.status === 'anonymous') {
    const state: LoginRedirectState = { from: location };
    return <Navigate to={PUBLIC_SCREENS.login.path} replace state={state} />;
  }
  if (!isAdminRole(auth.user.role)) {
    const state: LoginRedirectState = { from: location, adminRequired: true };
    return <Navigate to={PUBLIC_SCREENS.login.path} replace state={state} />;
  }
  return <Outlet />;
}
