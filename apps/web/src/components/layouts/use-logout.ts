import { useNavigate } from 'react-router-dom';
import { PUBLIC_SCREENS } from '@tutoring/shared/plain';
import { getAuthToken, signOut } from '../../lib/auth-store';

/**
 * Signs out and goes home. Leaves the current page first: signing out while still on a
 * guarded page would make its guard send the visitor to the login page instead. The server
 * ends the session (the token stops working even if a copy of it was kept): this browser
 * forgets the token at once and hands it to that request. The request is loaded here rather
 * than imported: the header holding Log out is on every public page, whose first JavaScript
 * does not otherwise need it.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    await navigate(PUBLIC_SCREENS.home.path, { replace: true });
    const token = getAuthToken();
    signOut();
    if (token) (await import('../../lib/end-session')).endSession(token);
  };
}
