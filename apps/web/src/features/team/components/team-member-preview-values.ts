import type { TeamMember } from '@tutoring/shared';
import { parseSpecialties } from '../lib/member-photo';
import type { TeamMemberFormInput } from './team-member-form-values';

/** The unsaved values in the read shape the team section draws (no id or dates yet). */
export function teamMemberPreviewOf(values: TeamMemberFormInput): TeamMember {
  return {
    ...values,
    _id: '',
    createdAt: '',
    updatedAt: '',
    name: values.name?.trim() ?? '',
    role: values.role?.trim() ?? '',
    bio: values.bio ?? '',
    specialties: parseSpecialties(values.specialties),
  } as TeamMember;
}
