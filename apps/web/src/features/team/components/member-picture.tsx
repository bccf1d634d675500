import type { TeamMember } from '@tutoring/shared';
import { responsiveImage } from '../../../lib/responsive-image';
import { memberPhoto } from '../lib/member-photo';

interface MemberPictureProps {
  member: Pick<TeamMember, 'name' | 'profileImage' | 'avatarImage' | 'imageUrl'>;
  /** Its width in pixels: a team card's 400 unless said (the height keeps the photos' 4:5). */
  width?: number;
  className: string;
  /** Pictures further down load as they come into view; a dialog's loads at once. */
  lazy?: boolean;
  /** Its CSS width per breakpoint: the browser picks the stored width that fits. */
  sizes?: string;
}

/** A member's best picture (see memberPhoto), named by the member. */
export function MemberPicture({
  member,
  width = 400,
  className,
  lazy = true,
  sizes = `${width}px`,
}: MemberPictureProps) {
  return (
    <img
      {...responsiveImage(memberPhoto(member), sizes)}
      alt={member.name}
      width={width}
      height={(width * 5) / 4}
      loading={lazy ? 'lazy' : undefined}
      className={className}
    />
  );
}
