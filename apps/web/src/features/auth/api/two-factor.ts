import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  authResponseSchema,
  enrolledSignInSchema,
  recoveryCodesSchema,
  twoFactorEndpoints,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
  type AuthResponse,
} from '@tutoring/shared';
import { apiRequest } from '../../../lib/api-client';
import { signIn } from '../../../lib/auth-store';
import { queryKeys } from '../../../lib/query-keys';

const post = { method: 'POST' } as const;

/** Whether the signed-in staff member has a second factor, and how many recovery codes are left. */
export function useTwoFactorStatus() {
  return useQuery({
    queryKey: queryKeys.twoFactor.all,
    queryFn: ({ signal }) =>
      apiRequest(twoFactorEndpoints.status.path, { signal, schema: twoFactorStatusSchema }),
    select: (answer) => answer.twoFactor,
  });
}

/**
 * Who is enrolling: a sign-in's mfaToken (an admin, while the site requires a second factor),
 * or the signed-in person, who types their current password again.
 */
export type EnrolmentProof = { mfaToken: string } | { currentPassword: string };

/** A new secret to enrol an app with. */
export function useSetupTwoFactor(proof: EnrolmentProof) {
  return useMutation({
    mutationFn: () =>
      'mfaToken' in proof
        ? apiRequest(twoFactorEndpoints.loginSetup.path, {
            ...post,
            body: proof,
            auth: false,
            schema: twoFactorSetupSchema,
          })
        : apiRequest(twoFactorEndpoints.setup.path, {
            ...post,
            body: proof,
            passwordCheck: true,
            schema: twoFactorSetupSchema,
          }),
  });
}

/** What confirming the new secret gives: the recovery codes and, during sign-in, the session. */
export interface Enabled {
  recoveryCodes: string[];
  session?: AuthResponse;
}

/** Confirms the new secret with a code from the app; the session (if any) is not yet stored. */
export function useEnableTwoFactor(proof: EnrolmentProof) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string): Promise<Enabled> => {
      if (!('mfaToken' in proof)) {
        return apiRequest(twoFactorEndpoints.enable.path, {
          ...post,
          body: { code, currentPassword: proof.currentPassword },
          passwordCheck: true,
          schema: recoveryCodesSchema,
        });
      }
      const { recoveryCodes, ...session } = await apiRequest(twoFactorEndpoints.loginEnable.path, {
        ...post,
        body: { mfaToken: proof.mfaToken, code },
        auth: false,
        schema: enrolledSignInSchema,
      });
      return { recoveryCodes, session };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.twoFactor.all }),
  });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest(twoFactorEndpoints.disable.path, { ...post, body: { code } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.twoFactor.all }),
  });
}

/** The sign-in's second step: a code from the app or a recovery code; signs the user in. */
export function useSecondFactorLogin(mfaToken: string, onSuccess: (auth: AuthResponse) => void) {
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest(twoFactorEndpoints.login.path, {
        ...post,
        body: { mfaToken, code },
        auth: false,
        schema: authResponseSchema,
      }),
    onSuccess: (auth) => {
      signIn(auth);
      onSuccess(auth);
    },
  });
}
