import { authEndpoints } from '@tutoring/shared';
import { apiRequest } from './api-client';

/**
 * Tells the server to end this browser's session (POST /auth/logout). The request reads the
 * token as it starts, so the caller may forget the token right after calling this.
 */
export function endSession(): void {
  void apiRequest(authEndpoints.logout.path, { method: 'POST' }).catch(() => undefined);
}
