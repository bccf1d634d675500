import type { TeamMember } from '@tutoring/shared';
import { memberPhoto } from '../lib/member-photo';

interface MemberPictureProps {
  member: Pick<TeamMember, 'name' | 'profileImage' | 'avatarImage' | 'imageUrl'>;
  width: number;
  height: number;
  className: string;
  /** Pictures further down load as they come into view; a dialog's loads at once. */
  lazy?: boolean;
}

/** A member's best picture (see memberPhoto), named by the member. */
export function MemberPicture({
  member,
  width,
  height,
  className,
  lazy = true,
}: MemberPictureProps) {
  return (
    <img
      src={memberPhoto(member)}
      alt={member.name}
      width={width}
      height={height}
      loading={lazy ? 'lazy' : undefined}
      className={className}
    />
  );
}
