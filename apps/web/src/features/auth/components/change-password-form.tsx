import { zodResolver } from '@hookform/resolvers/zod';
import type { User } from '@tutoring/shared';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/api-error';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import { useLogin } from '../api/authenticate';
import { useChangePassword } from '../api/passwords';
import { NewPasswordFields } from './new-password-fields';
import { withConfirmation } from './new-password-rules';
import { fieldWiring } from '../../../lib/field-wiring';

const changePasswordSchema = withConfirmation({
  currentPassword: z.string().min(1, 'Current password is required.'),
});

/**
 * Changes the signed-in person's password. The server then ends every session of theirs,
 * this one too, so the form signs in again with the new password and they stay signed in.
 */
export function ChangePasswordForm({ user }: { user: User }) {
  const {
    register,
    handleSubmit,
    setError,
    reset: clearForm,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof changePasswordSchema>, unknown, z.output<typeof changePasswordSchema>>(
    {
      resolver: zodResolver(changePasswordSchema),
      defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    },
  );
  const field = fieldWiring(register, errors);
  const change = useChangePassword();
  const signInAgain = useLogin(() => clearForm());
  const submit = handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => signInAgain.mutate({ email: user.email, password: newPassword }),
        onError: (error) =>
          showServerFieldErrors(error, setError, ['currentPassword', 'newPassword']),
      },
    ),
  );
  const busy = change.isPending || signInAgain.isPending || isSubmitting;

  return (
    <form noValidate aria-label="Change password" onSubmit={submit} className="flex flex-col gap-4">
      {signInAgain.isSuccess && <Alert tone="info">Password changed.</Alert>}
      {change.isError && (
        <Alert>
          {errorMessage(change.error, 'The password could not be changed. Please try again.')}
        </Alert>
      )}
      <FormField
        label="Current password"
        type="password"
        autoComplete="current-password"
        required
        {...field('currentPassword')}
      />
      <NewPasswordFields register={register} errors={errors} />
      <Button type="submit" disabled={busy} className="w-full">
        {busy ? 'Saving…' : 'Change password'}
      </Button>
    </form>
  );
}
