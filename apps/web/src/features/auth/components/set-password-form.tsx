import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-error';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import { useResetPassword } from '../api/passwords';
import { NewPasswordFields } from './new-password-fields';
import { withConfirmation } from './new-password-rules';

const setPasswordSchema = withConfirmation({});

interface SetPasswordFormProps {
  /** The token of the reset or invitation link. */
  token: string;
  onDone: () => void;
  /** Shown beside the message of a link that no longer works. */
  expiredHelp: React.ReactNode;
}

/** Sets a password from a reset or invitation link (the link's token is used up). */
export function SetPasswordForm({ token, onDone, expiredHelp }: SetPasswordFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof setPasswordSchema>, unknown, z.output<typeof setPasswordSchema>>({
    resolver: zodResolver(setPasswordSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const reset = useResetPassword();
  const submit = handleSubmit(({ newPassword }) =>
    reset.mutate(
      { token, newPassword },
      {
        onSuccess: onDone,
        onError: (error) => showServerFieldErrors(error, setError, ['newPassword']),
      },
    ),
  );

  return (
    <form
      noValidate
      aria-label="Set your password"
      onSubmit={submit}
      className="flex flex-col gap-4"
    >
      {reset.isError && (
        <Alert>
          {errorMessage(reset.error, 'The password could not be set. Please try again.')}{' '}
          {expiredHelp}
        </Alert>
      )}
      <NewPasswordFields register={register} errors={errors} />
      <Button type="submit" disabled={reset.isPending || isSubmitting} className="w-full">
        {reset.isPending ? 'Saving…' : 'Set password'}
      </Button>
    </form>
  );
}
