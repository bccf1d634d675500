import { useMutation } from '@tanstack/react-query';
import { authEndpoints, type ChangePasswordInput, type ResetPasswordInput } from '@tutoring/shared';
import { apiRequest } from '../../../lib/api-client';

/** 'Forgot password?': the server answers 202 whether or not the e-mail has an account. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest(authEndpoints.forgotPassword.path, {
        method: 'POST',
        body: { email },
        auth: false,
      }),
  });
}

/** Sets the password from a reset or invitation link's token. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (input: ResetPasswordInput) =>
      apiRequest(authEndpoints.resetPassword.path, { method: 'POST', body: input, auth: false }),
  });
}

/** Changes the signed-in person's password; every earlier token of theirs stops working. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      apiRequest(authEndpoints.changePassword.path, { method: 'POST', body: input }),
  });
}
