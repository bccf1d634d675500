import { useMutation } from '@tanstack/react-query';
import {
  authEndpoints,
  authResponseSchema,
  type AuthResponse,
  type LoginInput,
  type RegisterInput,
} from '@tutoring/shared';
import { apiRequest } from '../../../lib/api-client';
import { signIn } from '../../../lib/auth-store';

/** Sends the credentials, never a stored token, and checks the session the server answers. */
function authenticate(endpoint: { path: string }, input: LoginInput | RegisterInput) {
  return apiRequest(endpoint.path, {
    method: 'POST',
    body: input,
    auth: false,
    schema: authResponseSchema,
  });
}

/** Signs the user in on success; the caller decides where to go next. */
function useAuthentication<Input extends LoginInput | RegisterInput>(
  endpoint: { path: string },
  onSuccess: (auth: AuthResponse) => void,
) {
  return useMutation({
    mutationFn: (input: Input) => authenticate(endpoint, input),
    onSuccess: (auth) => {
      signIn(auth);
      onSuccess(auth);
    },
  });
}

export function useLogin(onSuccess: (auth: AuthResponse) => void) {
  return useAuthentication<LoginInput>(authEndpoints.login, onSuccess);
}

/** Creates the account and signs the new user in (docs/API.md section 6). */
export function useRegister(onSuccess: (auth: AuthResponse) => void) {
  return useAuthentication<RegisterInput>(authEndpoints.register, onSuccess);
}
