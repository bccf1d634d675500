import type { TeamMember } from '@tutoring/shared';
import { Dialog } from '../../../components/ui/dialog';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { Spinner } from '../../../components/ui/spinner';
import { useSaveTutorAvailability, useTutorAvailability } from '../api/tutor-availability';
import { AvailabilityForm } from './availability-form';

interface AvailabilityDialogProps {
  member: TeamMember;
  /** The institute's time zone (Settings), in which the hours are read. */
  timeZone: string;
  onClose: () => void;
}

/** 'Hours' on a team member: when parents may book demo classes with them. */
export function AvailabilityDialog({ member, timeZone, onClose }: AvailabilityDialogProps) {
  const availability = useTutorAvailability(member._id);
  const save = useSaveTutorAvailability(member._id);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Demo class hours: ${member.name}`}
    >
      {availability.isPending ? (
        <Spinner label="Loading hours…" />
      ) : availability.isError ? (
        <RetryAlert
          message={availability.error.message}
          onRetry={() => void availability.refetch()}
        />
      ) : (
        <AvailabilityForm
          initial={availability.data}
          timeZone={timeZone}
          saving={save.isPending}
          error={save.isError ? save.error.message : undefined}
          onSubmit={(input) => save.mutate(input, { onSuccess: onClose })}
          onCancel={onClose}
        />
      )}
    </Dialog>
  );
}
