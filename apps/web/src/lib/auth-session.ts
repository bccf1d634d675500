import { authEndpoints, type User } from '@tutoring/shared';
import { apiRequest } from './api-client';
import { ApiError, CLIENT_ERROR_CODES, CLIENT_ERROR_MESSAGES, isApiError } from './api-error';
import { confirmSession, getAuthState, restoreSession, signOut } from './auth-store';
import { isUser } from './session-user';

/** GET /auth/me's answer, checked like apiRequest's schemas would (a bad one is a badResponse). */
async function fetchCurrentUser(): Promise<User> {
  const answer = await apiRequest(authEndpoints.me.path);
  const user = typeof answer === 'object' && answer !== null && 'user' in answer && answer.user;
  if (!isUser(user)) {
    throw new ApiError(0, CLIENT_ERROR_CODES.badResponse, CLIENT_ERROR_MESSAGES.badResponse);
  }
  return user;
}

/**
 * Checks a stored token with GET /auth/me (docs/API.md section 6: the spec trusted any stored
 * token). 401 signs out (the API client does that); when the server cannot be reached, a
 * stored user is kept for now, since every protected call is checked by the server anyway.
 */
export async function verifySession(): Promise<void> {
  const before = getAuthState();
  if (before.status !== 'verifying') return;
  try {
    const user = await fetchCurrentUser();
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
