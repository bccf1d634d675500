import { Link } from 'react-router-dom';
import { ADMIN_SCREENS, isStaffRole, PUBLIC_SCREENS } from '@tutoring/shared';
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
  const { dashboard } = isStaffRole(auth.user.role) ? ADMIN_SCREENS : PUBLIC_SCREENS;
  return (
    <>
      <Link to={dashboard.path} className={buttonClasses('ghost')}>
        My Dashboard
      </Link>
      <button type="button" className={buttonClasses('outline')} onClick={() => void logout()}>
        Log out
      </button>
    </>
  );
}
