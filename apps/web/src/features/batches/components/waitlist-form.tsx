import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { waitlistInputSchema, type WaitlistEntry, type WaitlistInput } from '@tutoring/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { HoneypotField } from '../../../components/ui/honeypot-field';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { useSpamSignals } from '../../../lib/use-spam-signals';
import { useJoinWaitlist } from '../api/join-waitlist';
import { GuardianFields } from './guardian-fields';
import { SIGN_UP_TEXTS } from './sign-up-texts';

type WaitlistValues = z.output<typeof waitlistInputSchema>;
const resolver = zodResolver(waitlistInputSchema);

interface WaitlistFormProps {
  batchId: string;
  onJoined: (entry: WaitlistEntry) => void;
  /** A seat freed while the form was filled in (409 seats_available). */
  onSeatFree: () => void;
}

/** The waitlist form: the student and the parent (no consent asked: nothing is sent but mail). */
export function WaitlistForm({ batchId, onJoined, onSeatFree }: WaitlistFormProps) {
  const form = useForm<WaitlistInput, unknown, WaitlistValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: { studentName: '', guardianName: '', email: '', mobile: '' },
  });
  const { register, handleSubmit, formState } = form;
  const join = useJoinWaitlist(batchId);
  const spam = useSpamSignals();
  const submit = handleSubmit((values) =>
    join.mutate(
      { ...values, ...spam.read() },
      {
        onSuccess: onJoined,
        onError: (error) => {
          if (isApiError(error) && error.code === 'seats_available') onSeatFree();
        },
      },
    ),
  );
  const refused = isApiError(join.error) && join.error.code === 'seats_available';
  return (
    <form noValidate onSubmit={submit} className="relative flex flex-col gap-4">
      <HoneypotField inputRef={spam.honeypotRef} />
      <FormField
        label="Student name"
        required
        {...register('studentName')}
        error={formState.errors.studentName?.message}
      />
      <GuardianFields register={register} errors={formState.errors} />
      {join.isError && !refused && <Alert>{errorMessage(join.error, SIGN_UP_TEXTS.failed)}</Alert>}
      <Button type="submit" disabled={join.isPending}>
        {join.isPending ? SIGN_UP_TEXTS.waitlistBusy : SIGN_UP_TEXTS.waitlistSubmit}
      </Button>
    </form>
  );
}
