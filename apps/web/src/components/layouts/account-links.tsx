import { isAdminRole } from '@tutoring/shared';
import { Link, useNavigate } from 'react-router-dom';
import { signOut, useAuth } from '../../lib/auth-store';
import { buttonClasses } from '../ui/button-styles';

/** Sign in for visitors; the dashboard and Log out for signed-in users. */
export function AccountLinks() {
  const auth = useAuth();
  const navigate = useNavigate();
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
      <button
        type="button"
        className={buttonClasses('outline')}
        onClick={() => {
          signOut();
          void navigate('/');
        }}
      >
        Log out
      </button>
    </>
  );
}
