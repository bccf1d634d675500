import { useMutation } from '@tanstack/react-query';
import { authResponseSchema, type AuthResponse, type RegisterInput } from '@tutoring/shared';
import { apiRequest } from '../../../lib/api-client';
import { authEndpoints } from '../../../lib/api-endpoints';
import { signIn } from '../../../lib/auth-store';

export function register(input: RegisterInput): Promise<AuthResponse> {
  return apiRequest(authEndpoints.register.path, {
    method: 'POST',
    body: input,
    auth: false,
    schema: authResponseSchema,
  });
}

/** Creates the account and signs the new user in (CONTRACT.md section 6). */
export function useRegister(onSuccess: (auth: AuthResponse) => void) {
  return useMutation({
    mutationFn: register,
    onSuccess: (auth) => {
      signIn(auth);
      onSuccess(auth);
    },
  });
}
