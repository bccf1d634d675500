import { authEndpoints } from '@tutoring/shared';
import { apiRequest } from './api-client';

/** Tells the server to end the session of `token` (POST /auth/logout); failures are ignored. */
export function endSession(token: string): void {
  void apiRequest(authEndpoints.logout.path, { method: 'POST', token }).catch(() => undefined);
}
