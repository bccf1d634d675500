import type { TeamMember } from '@tutoring/shared';
import { Dialog } from '../../../components/ui/dialog';
import { AvailabilityEditor } from './availability-editor';

interface AvailabilityDialogProps {
  member: TeamMember;
  /** The institute's time zone (Settings), in which the hours are read. */
  timeZone: string;
  onClose: () => void;
}

/** 'Hours' on a team member: when parents may book demo classes with them. */
export function AvailabilityDialog({ member, timeZone, onClose }: AvailabilityDialogProps) {
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Demo class hours: ${member.name}`}
    >
      <AvailabilityEditor memberId={member._id} timeZone={timeZone} onDone={onClose} />
    </Dialog>
  );
}
