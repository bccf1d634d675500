import type { TeamMember } from '@tutoring/shared';
import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { memberPhoto } from '../lib/member-photo';

interface AdminTeamCardProps {
  member: TeamMember;
  onEdit: () => void;
  onDelete: () => void;
}

/** One member in the admin list: photo, name, role, specialties, edit and delete. */
export function AdminTeamCard({ member, onEdit, onDelete }: AdminTeamCardProps) {
  return (
    <li className="flex flex-col rounded-xl border border-border bg-surface p-4">
      <img
        src={memberPhoto(member)}
        alt={member.name}
        width={400}
        height={500}
        loading="lazy"
        className="h-48 w-full rounded-lg object-cover"
      />
      <h2 className="mt-3 font-semibold text-foreground">{member.name}</h2>
      <p className="text-sm text-muted">{member.role}</p>
      {member.specialties.length > 0 && (
        <p className="mt-1 text-sm text-foreground">{member.specialties.join(', ')}</p>
      )}
      <div className="mt-auto flex gap-2 pt-3">
        <Button variant="outline" onClick={onEdit} aria-label={`Edit ${member.name}`}>
          <Pencil aria-hidden="true" className="size-4" /> Edit
        </Button>
        <Button variant="outline" onClick={onDelete} aria-label={`Delete ${member.name}`}>
          <Trash2 aria-hidden="true" className="size-4" /> Delete
        </Button>
      </div>
    </li>
  );
}
