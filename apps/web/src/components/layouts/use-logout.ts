import { useNavigate } from 'react-router-dom';
import { PUBLIC_SCREENS } from '@tutoring/shared';
import { signOut } from '../../lib/auth-store';

/**
 * Signs out and goes home. Leaves the current page first: signing out while still on a
 * guarded page would make its guard send the visitor to the login page instead.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    await navigate(PUBLIC_SCREENS.home.path, { replace: true });
    signOut();
  };
}
