import { useMutation } from '@tanstack/react-query';
import {
  authEndpoints,
  authResponseSchema,
  loginResponseSchema,
  type AuthResponse,
  type LoginInput,
  type MfaChallenge,
  type RegisterInput,
} from '@tutoring/shared';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { signIn, signOut } from '../../../lib/auth-store';

/** Sends the credentials, never a stored token, and checks what the server answers. */
function sendCredentials<S extends z.ZodType>(
  endpoint: { path: string },
  input: LoginInput | RegisterInput,
  schema: S,
) {
  return apiRequest(endpoint.path, { method: 'POST', body: input, auth: false, schema });
}

/** Signs the user in on success; the caller decides where to go next. */
export function useLogin(
  onSuccess: (auth: AuthResponse) => void,
  /** The password was right and a second step is due (docs/API.md section 7). */
  onSecondStep?: (challenge: MfaChallenge) => void,
) {
  return useMutation({
    mutationFn: (input: LoginInput) =>
      sendCredentials(authEndpoints.login, input, loginResponseSchema),
    onSuccess: (answer) => {
      if ('token' in answer) {
        signIn(answer);
        onSuccess(answer);
      } else if (onSecondStep) {
        onSecondStep(answer);
      } else {
        // Nowhere here to ask for a code: what session there was has ended (a password change).
        signOut();
      }
    },
  });
}

/** Creates the account and signs the new user in (docs/API.md section 6). */
export function useRegister(onSuccess: (auth: AuthResponse) => void) {
  return useMutation({
    mutationFn: (input: RegisterInput) =>
      sendCredentials(authEndpoints.register, input, authResponseSchema),
    onSuccess: (auth) => {
      signIn(auth);
      onSuccess(auth);
    },
  });
}
