import { Link } from 'react-router-dom';
import { ADMIN_AREA, isStaffRole, PUBLIC_SCREENS } from '@tutoring/shared/plain';
import { useAuth } from '../../lib/auth-store';
import { buttonClasses } from '../ui/button-styles';
import { useLogout } from './use-logout';

/** Sign in for visitors; the dashboard and Log out for signed-in users. */
export function AccountLinks() {
  const auth = useAuth();
  const logout = useLogout();
  if (auth.status !== 'authenticated') {
    return (
      <Link to={PUBLIC_SCREENS.login.path} className={buttonClasses('primary', 'ml-1')}>
        Sign in
      </Link>
    );
  }
  // Staff go to the admin area, which opens on its dashboard: the admin screens' table stays
  // out of every page's first JavaScript.
  const dashboard = isStaffRole(auth.user.role) ? ADMIN_AREA.path : PUBLIC_SCREENS.dashboard.path;
  return (
    <>
      <Link to={dashboard} className={buttonClasses('ghost')}>
        My Dashboard
      </Link>
      <button type="button" className={buttonClasses('outline')} onClick={() => void logout()}>
        Log out
      </button>
    </>
  );
}
