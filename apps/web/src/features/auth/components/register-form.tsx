import { zodResolver } from '@hookform/resolvers/zod';
import { registerInputSchema, type AuthResponse, type RegisterInput } from '@tutoring/shared';
import type { z } from 'zod';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../../lib/api-error';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { PrivacyNoticeLink } from '../../../components/ui/privacy-notice-link';
import { useRegister } from '../api/authenticate';
import { CredentialFields } from './credential-fields';
import { NEW_PASSWORD_HINT } from './new-password-rules';
import { fieldWiring } from '../../../lib/field-wiring';

const REGISTER_FAILED = 'Registration failed. Please try again.';
const FIELDS = ['name', 'email', 'password'] as const;

interface RegisterFormProps {
  onSuccess: (auth: AuthResponse) => void;
}

export function RegisterForm({ onSuccess }: RegisterFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RegisterInput, unknown, z.output<typeof registerInputSchema>>({
    resolver: zodResolver(registerInputSchema),
    defaultValues: { name: '', email: '', password: '' },
  });
  const field = fieldWiring(register, errors);
  const signUp = useRegister(onSuccess);
  const submit = handleSubmit((input) =>
    signUp.mutate(input, { onError: (error) => showServerFieldErrors(error, setError, FIELDS) }),
  );

  return (
    <form noValidate aria-label="Create account" onSubmit={submit} className="flex flex-col gap-4">
      {signUp.isError && <Alert>{errorMessage(signUp.error, REGISTER_FAILED)}</Alert>}
      <FormField label="Full name" autoComplete="name" required {...field('name')} />
      <CredentialFields
        register={register}
        errors={errors}
        passwordAutoComplete="new-password"
        passwordHint={NEW_PASSWORD_HINT}
      />
      <Button type="submit" disabled={signUp.isPending} className="w-full">
        {signUp.isPending ? 'Creating account…' : 'Create account'}
      </Button>
      <p className="text-sm text-muted">
        We keep your name and e-mail as our <PrivacyNoticeLink /> says.
      </p>
    </form>
  );
}
