import { useMutation } from '@tanstack/react-query';
import { authResponseSchema, type AuthResponse, type LoginInput } from '@tutoring/shared';
import { apiRequest } from '../../../lib/api-client';
import { authEndpoints } from '../../../lib/api-endpoints';
import { signIn } from '../../../lib/auth-store';

export function login(input: LoginInput): Promise<AuthResponse> {
  return apiRequest(authEndpoints.login.path, {
    method: 'POST',
    body: input,
    auth: false,
    schema: authResponseSchema,
  });
}

/** Signs in on success; the caller decides where to go next. */
export function useLogin(onSuccess: (auth: AuthResponse) => void) {
  return useMutation({
    mutationFn: login,
    onSuccess: (auth) => {
      signIn(auth);
      onSuccess(auth);
    },
  });
}
