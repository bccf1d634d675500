import { zodResolver } from '@hookform/resolvers/zod';
import { registerInputSchema, type AuthResponse, type RegisterInput } from '@tutoring/shared';
import type { z } from 'zod';
import { useForm, type UseFormSetError } from 'react-hook-form';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { useRegister } from '../api/authenticate';
import { CredentialFields } from './credential-fields';

const REGISTER_FAILED = 'Registration failed. Please try again.';
const FIELDS = ['name', 'email', 'password'] as const;

interface RegisterFormProps {
  onSuccess: (auth: AuthResponse) => void;
}

/** Server-side validation details land on the fields they are about. */
function showFieldErrors(error: unknown, setError: UseFormSetError<RegisterInput>): void {
  if (!isApiError(error)) return;
  for (const detail of error.details) {
    const field = FIELDS.find((name) => name === detail.path);
    if (field) setError(field, { message: detail.message });
  }
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
  const signUp = useRegister(onSuccess);
  const submit = handleSubmit((input) =>
    signUp.mutate(input, { onError: (error) => showFieldErrors(error, setError) }),
  );

  return (
    <form noValidate aria-label="Create account" onSubmit={submit} className="flex flex-col gap-4">
      {signUp.isError && <Alert>{errorMessage(signUp.error, REGISTER_FAILED)}</Alert>}
      <FormField
        label="Full name"
        autoComplete="name"
        required
        error={errors.name?.message}
        {...register('name')}
      />
      <CredentialFields
        register={register}
        errors={errors}
        passwordAutoComplete="new-password"
        passwordHint="At least 8 characters."
      />
      <Button type="submit" disabled={signUp.isPending} className="w-full">
        {signUp.isPending ? 'Creating account…' : 'Create account'}
      </Button>
    </form>
  );
}
