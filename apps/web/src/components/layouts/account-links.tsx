import { isAdminRole } from '../../lib/session-user';
import { Link } from 'react-router-dom';
import { useAuth } from '../../lib/auth-store';
import { buttonClasses } from '../ui/button-styles';
import { useLogout } from './use-logout';

/** Sign in for visitors; the dashboard and Log out for signed-in users. */
export function AccountLinks() {
  const auth = useAuth();
  const logout = useLogout();
  if (auth.status !== 'authenticated') {
    return (
      <Link to="/login" className={buttonClasses('primary', 'ml-1')}>
        Sign in
      </Link>
    );
  }
  const dashboard = isAdminRole(auth.user.role) ? '/admin/dashboard' : '/dashboard';
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
