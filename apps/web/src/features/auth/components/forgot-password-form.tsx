import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordInputSchema } from '@tutoring/shared';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/api-error';
import { useForgotPassword } from '../api/passwords';
import { fieldWiring } from '../../../lib/field-wiring';

export const RESET_LINK_SENT =
  'If an account exists for that e-mail, we have sent it a link to set a new password. The link works once, for 30 minutes.';

/** Asks for a reset link; the answer is the same whether or not the e-mail has an account. */
export function ForgotPasswordForm() {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<
    z.input<typeof forgotPasswordInputSchema>,
    unknown,
    z.output<typeof forgotPasswordInputSchema>
  >({
    resolver: zodResolver(forgotPasswordInputSchema),
    defaultValues: { email: '' },
  });
  const field = fieldWiring(register, errors);
  const request = useForgotPassword();

  if (request.isSuccess) return <Alert tone="info">{RESET_LINK_SENT}</Alert>;
  return (
    <form
      noValidate
      aria-label="Ask for a reset link"
      onSubmit={handleSubmit(({ email }) => request.mutate(email))}
      className="flex flex-col gap-4"
    >
      {request.isError && (
        <Alert>
          {errorMessage(request.error, 'The link could not be requested. Please try again.')}
        </Alert>
      )}
      <FormField label="Email" type="email" autoComplete="email" required {...field('email')} />
      <Button type="submit" disabled={request.isPending} className="w-full">
        {request.isPending ? 'Sending…' : 'Send me a link'}
      </Button>
    </form>
  );
}
