import { RetryAlert } from '../../../components/ui/retry-alert';
import { Spinner } from '../../../components/ui/spinner';
import { useSaveTutorAvailability, useTutorAvailability } from '../api/tutor-availability';
import { AvailabilityForm } from './availability-form';

interface AvailabilityEditorProps {
  memberId: string;
  /** The institute's time zone (Settings), in which the hours are read. */
  timeZone: string;
  /** After a save (the hours shown are then the saved ones) and on Cancel. */
  onDone: () => void;
}

/** A tutor's hours loaded, edited and saved: in the admins' dialog and on a tutor's own screen. */
export function AvailabilityEditor({ memberId, timeZone, onDone }: AvailabilityEditorProps) {
  const availability = useTutorAvailability(memberId);
  const save = useSaveTutorAvailability(memberId);
  if (availability.isPending) return <Spinner label="Loading hours…" />;
  if (availability.isError) {
    return (
      <RetryAlert
        message={availability.error.message}
        onRetry={() => void availability.refetch()}
      />
    );
  }
  return (
    <AvailabilityForm
      initial={availability.data}
      timeZone={timeZone}
      saving={save.isPending}
      error={save.isError ? save.error.message : undefined}
      onSubmit={(input) => save.mutate(input, { onSuccess: onDone })}
      onCancel={onDone}
    />
  );
}
