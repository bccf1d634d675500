import type { TeamMember } from '@tutoring/shared';
import { Clock, Rss } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { EditDeleteButtons } from '../../../components/ui/edit-delete-buttons';
import { MemberPicture } from './member-picture';

interface AdminTeamCardProps {
  member: TeamMember;
  onEdit: () => void;
  onDelete: () => void;
  /** Admins set a tutor's demo-class hours; absent for editors. */
  onHours?: (() => void) | undefined;
  /** Admins make a tutor's calendar feed URL; absent for editors. */
  onCalendarFeed?: (() => void) | undefined;
}

/** One member in the admin list: photo, name, role, specialties, edit and delete. */
export function AdminTeamCard({
  member,
  onEdit,
  onDelete,
  onHours,
  onCalendarFeed,
}: AdminTeamCardProps) {
  return (
    <li className="flex flex-col rounded-xl border border-border bg-surface p-4">
      <MemberPicture member={member} className="h-48 w-full rounded-lg object-cover" />
      <h2 className="mt-3 font-semibold text-foreground">{member.name}</h2>
      <p className="text-sm text-muted">{member.role}</p>
      {member.specialties.length > 0 && (
        <p className="mt-1 text-sm text-foreground">{member.specialties.join(', ')}</p>
      )}
      <div className="mt-auto flex flex-wrap gap-2 pt-3">
        <EditDeleteButtons name={member.name} onEdit={onEdit} onDelete={onDelete} />
        {onHours && (
          <Button variant="outline" aria-label={`Hours of ${member.name}`} onClick={onHours}>
            <Clock aria-hidden="true" className="size-4" /> Hours
          </Button>
        )}
        {onCalendarFeed && (
          <Button
            variant="outline"
            aria-label={`Calendar feed of ${member.name}`}
            onClick={onCalendarFeed}
          >
            <Rss aria-hidden="true" className="size-4" /> Calendar feed
          </Button>
        )}
      </div>
    </li>
  );
}
