import { z } from 'zod';
import { userSchema } from '@tutoring/shared';
import { apiRequest } from './api-client';
import { isApiError } from './api-error';
import { confirmSession, getAuthState, restoreSession, signOut } from './auth-store';

const meResponseSchema = z.object({ user: userSchema });

/**
 * Checks a stored token with GET /auth/me (CONTRACT.md section 6: the spec trusted any stored
 * token). 401 signs out (the API client does that); when the server cannot be reached, a
 * stored user is kept for now, since every protected call is checked by the server anyway.
 */
export async function verifySession(): Promise<void> {
  const before = getAuthState();
  if (before.status !== 'verifying') return;
  try {
    const { user } = await apiRequest('/auth/me', { schema: meResponseSchema });
    confirmSession(before.token, user);
  } catch (error) {
    if (getAuthState().token !== before.token) return;
    if (isApiError(error) && error.isClientError) signOut();
    else if (before.user) confirmSession(before.token, before.user);
    else signOut();
  }
}

/** Start-up: restore the stored session and verify it in the background. */
export function startSession(): Promise<void> {
  restoreSession();
  return verifySession();
}
