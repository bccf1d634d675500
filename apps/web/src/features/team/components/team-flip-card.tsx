import type { TeamMember } from '@tutoring/shared';
import { CARD_GRID_IMAGE_SIZES, LIMITS } from '@tutoring/shared/plain';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { MemberPicture } from './member-picture';
import { markdownAsPlainText } from '@tutoring/shared/plain';

interface TeamFlipCardProps {
  member: TeamMember;
  onViewProfile: (member: TeamMember) => void;
}

const FACE =
  'absolute inset-0 overflow-hidden rounded-xl border border-border [backface-visibility:hidden]';

/**
 * Front: photo, name, role. The whole card is one toggle button (keyboard too, aria-pressed);
 * the back shows the bio, the first expertise tags and 'View Full Profile'. Each card keeps
 * its own state, so several can be flipped at once. The hidden face is inert. The faces let
 * clicks through to the toggle beneath them, except the profile button.
 */
export function TeamFlipCard({ member, onViewProfile }: TeamFlipCardProps) {
  const [flipped, setFlipped] = useState(false);
  const tags = member.specialties.slice(0, LIMITS.teamExpertiseTags);
  return (
    <li className="relative h-[400px] [perspective:1200px] md:h-[500px]">
      <button
        type="button"
        aria-pressed={flipped}
        aria-label={`Show bio of ${member.name}`}
        onClick={() => setFlipped((value) => !value)}
        className="absolute inset-0 rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      />
      <div
        className={`pointer-events-none relative size-full transition-transform duration-500 [transform-style:preserve-3d] motion-reduce:transition-none ${flipped ? '[transform:rotateY(180deg)]' : ''}`}
      >
        <div className={`${FACE} bg-surface`} aria-hidden={flipped} inert={flipped}>
          <MemberPicture
            member={member}
            sizes={CARD_GRID_IMAGE_SIZES}
            className="h-3/4 w-full object-cover"
          />
          <div className="p-4">
            <h3 className="text-lg font-semibold text-foreground">{member.name}</h3>
            <p className="text-sm text-muted">{member.role}</p>
          </div>
        </div>
        <div
          className={`${FACE} flex flex-col gap-3 bg-surface p-5 [transform:rotateY(180deg)]`}
          aria-hidden={!flipped}
          inert={!flipped}
        >
          <h3 className="text-lg font-semibold text-foreground">{member.name}</h3>
          <p className="line-clamp-[8] text-sm text-foreground">
            {markdownAsPlainText(member.bio) || 'No bio available'}
          </p>
          {tags.length > 0 && (
            <ul aria-label="Key expertise" className="flex flex-wrap gap-2">
              {tags.map((tag) => (
                <li
                  key={tag}
                  className="rounded-full bg-primary px-3 py-1 text-xs font-medium text-on-primary"
                >
                  {tag}
                </li>
              ))}
            </ul>
          )}
          <Button className="pointer-events-auto mt-auto" onClick={() => onViewProfile(member)}>
            View Full Profile
          </Button>
        </div>
      </div>
    </li>
  );
}
