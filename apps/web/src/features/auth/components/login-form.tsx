import { zodResolver } from '@hookform/resolvers/zod';
import { loginInputSchema, type AuthResponse, type LoginInput } from '@tutoring/shared';
import type { z } from 'zod';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../../lib/api-error';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useLogin } from '../api/authenticate';
import { CredentialFields } from './credential-fields';

const LOGIN_FAILED = 'Login failed. Please check your credentials.';

interface LoginFormProps {
  onSuccess: (auth: AuthResponse) => void;
}

export function LoginForm({ onSuccess }: LoginFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginInput, unknown, z.output<typeof loginInputSchema>>({
    resolver: zodResolver(loginInputSchema),
    defaultValues: { email: '', password: '' },
  });
  const login = useLogin(onSuccess);

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
