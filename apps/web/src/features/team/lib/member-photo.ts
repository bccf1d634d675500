import type { TeamMember } from '@tutoring/shared';
import { toDirectImageUrl } from '@tutoring/shared/plain';
import { placeholderImage } from '../../../components/ui/placeholder-image';

type PhotoFields = Pick<TeamMember, 'name' | 'profileImage' | 'avatarImage' | 'imageUrl'>;

/** The best picture a member has: profile, avatar, legacy link (Drive links made direct), else a local placeholder. */
export function memberPhoto(member: PhotoFields): string {
  return (
    member.profileImage ||
    member.avatarImage ||
    (member.imageUrl ? toDirectImageUrl(member.imageUrl) : '') ||
    placeholderImage(member.name, 400, 500)
  );
}

/** Specialties entered as "a, b, ,c": split on commas, trimmed, blanks dropped. */
export function parseSpecialties(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}
