import { zodResolver } from '@hookform/resolvers/zod';
import {
  loginInputSchema,
  type AuthResponse,
  type LoginInput,
  type MfaChallenge,
} from '@tutoring/shared';
import { lazy, Suspense, useState } from 'react';
import type { z } from 'zod';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../../lib/api-error';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useLogin } from '../api/authenticate';
import { CredentialFields } from './credential-fields';
import { SecondFactorForm } from './second-factor-form';

// Only an admin made to enrol while signing in needs it (and its QR code library).
const EnrolmentAtSignIn = lazy(() =>
  import('./enrolment-at-sign-in').then((m) => ({ default: m.EnrolmentAtSignIn })),
);

const LOGIN_FAILED = 'Login failed. Please check your credentials.';

interface LoginFormProps {
  onSuccess: (auth: AuthResponse) => void;
}

/** The password, then, when the account has one, the second factor (or its enrolment). */
export function LoginForm({ onSuccess }: LoginFormProps) {
  const [challenge, setChallenge] = useState<MfaChallenge | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginInput, unknown, z.output<typeof loginInputSchema>>({
    resolver: zodResolver(loginInputSchema),
    defaultValues: { email: '', password: '' },
  });
  const login = useLogin(onSuccess, setChallenge);
  const restart = () => {
    login.reset();
    setChallenge(null);
  };

  if (challenge?.mfaEnrolmentRequired) {
    return (
      <Suspense fallback={<Spinner />}>
        <EnrolmentAtSignIn mfaToken={challenge.mfaToken} onSuccess={onSuccess} />
      </Suspense>
    );
  }
  if (challenge) {
    return (
      <SecondFactorForm mfaToken={challenge.mfaToken} onSuccess={onSuccess} onRestart={restart} />
    );
  }
  return (
    <form
      noValidate
      aria-label="Sign in"
      onSubmit={handleSubmit((input) => login.mutate(input))}
      className="flex flex-col gap-4"
    >
      {login.isError && <Alert>{errorMessage(login.error, LOGIN_FAILED)}</Alert>}
      <CredentialFields
        register={register}
        errors={errors}
        passwordAutoComplete="current-password"
      />
      <Button type="submit" disabled={login.isPending} className="w-full">
        {login.isPending ? 'Signing in…' : 'Sign in'}
      </Button>
    </form>
  );
}
