import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PUBLIC_SCREENS, type User } from '@tutoring/shared';
import { Spinner } from '../components/ui/spinner';
import { useAuth } from '../lib/auth-store';
import { mayEnterAdminArea } from '../lib/screen-access';
import type { LoginRedirectState } from './auth-redirect';

// Loaded with the pages they guard (app/router.tsx), not by every page's first JavaScript.

/**
 * The guarded pages when the session allows them; else the login page, which brings the
 * visitor back afterwards. `allows` says whether a signed-in user may see them.
 */
function Guard({ allows }: { allows: (user: User) => boolean }) {
  const auth = useAuth();
  const location = useLocation();
  if (auth.status === 'verifying') {
    return <Spinner label="Checking your session…" className="min-h-[50vh]" />;
  }
  if (auth.status === 'authenticated' && allows(auth.user)) return <Outlet />;
  const state: LoginRedirectState = {
    from: location,
    ...(auth.status === 'authenticated' ? { adminRequired: true } : {}),
  };
  return <Navigate to={PUBLIC_SCREENS.login.path} replace state={state} />;
}

const anyUser = () => true;
const adminAreaUser = (user: User) => mayEnterAdminArea(user.role);

/** /dashboard: any signed-in user; visitors go to /login and come back afterwards. */
export function RequireUser() {
  return <Guard allows={anyUser} />;
}

/**
 * /admin/...: admins, editors and tutors (roles compared ignoring case, docs/PRODUCT.md
 * section 6); which screens each may open inside is each screen's own guard (OnlyFor).
 */
export function RequireStaff() {
  return <Guard allows={adminAreaUser} />;
}
