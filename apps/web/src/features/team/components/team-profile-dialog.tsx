import type { TeamMember } from '@tutoring/shared';
import { Dialog } from '../../../components/ui/dialog';
import { MemberPicture } from './member-picture';
import { MarkdownText } from '../../../components/ui/markdown/markdown-text';

interface TeamProfileDialogProps {
  member: TeamMember | null;
  onClose: () => void;
}

/** The full profile: image, role, bio and every specialty. */
export function TeamProfileDialog({ member, onClose }: TeamProfileDialogProps) {
  return (
    <Dialog
      open={member !== null}
      onOpenChange={(open) => !open && onClose()}
      title={member?.name ?? ''}
      description={member?.role}
      showDescription
    >
      {member && <TeamProfileBody member={member} />}
    </Dialog>
  );
}

/** The profile's picture, bio and specialties: also the admin's preview of unsaved values. */
export function TeamProfileBody({ member }: { member: TeamMember }) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row">
      <MemberPicture
        member={member}
        width={240}
        lazy={false}
        // The dialog's full width on phones, 240 px beside the bio from 640 px.
        sizes="(min-width: 640px) 240px, 100vw"
        className="h-72 w-full rounded-lg object-cover sm:w-60"
      />
      <div className="flex flex-col gap-3">
        <MarkdownText text={member.bio || 'No bio available'} className="text-foreground" />
        {member.specialties.length > 0 && (
          <div>
            <h3 className="text-sm font-semibold text-foreground">Specialties</h3>
            <ul aria-label="Specialties" className="mt-2 flex flex-wrap gap-2">
              {member.specialties.map((item) => (
                <li key={item} className="rounded-full border border-border px-3 py-1 text-sm">
                  {item}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </div>
  );
}
