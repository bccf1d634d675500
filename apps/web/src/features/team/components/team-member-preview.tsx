import { useRef } from 'react';
import type { TeamMember } from '@tutoring/shared';
import { TeamFlipCard } from './team-flip-card';
import { TeamProfileBody } from './team-profile-dialog';

/**
 * The member as the public team section shows them: the flip card, and beside it the full
 * profile its 'View Full Profile' opens (here it moves focus there: the preview already sits
 * in a dialog, and a third would only stack on top).
 */
export function TeamMemberPreview({ member }: { member: TeamMember }) {
  const profile = useRef<HTMLElement>(null);
  return (
    <div className="grid gap-6 p-4 md:grid-cols-[18rem_1fr]">
      <ul aria-label="Team card" className="w-full max-w-xs">
        <TeamFlipCard member={member} onViewProfile={() => profile.current?.focus()} />
      </ul>
      <section
        ref={profile}
        tabIndex={-1}
        aria-labelledby="team-preview-profile"
        className="flex flex-col gap-3 rounded-lg focus-visible:outline-2 focus-visible:outline-primary"
      >
        <div>
          <h3 id="team-preview-profile" className="text-lg font-semibold text-foreground">
            Full profile: {member.name}
          </h3>
          <p className="text-sm text-muted">{member.role}</p>
        </div>
        <TeamProfileBody member={member} />
      </section>
    </div>
  );
}
