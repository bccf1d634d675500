import { teamMemberCollection, type TeamMember } from '@tutoring/shared';
import { z } from 'zod';
import { formValuesOf } from '../../../lib/form-values';
import { parseSpecialties } from '../lib/member-photo';

const { input } = teamMemberCollection;

/**
 * The API's schema, but specialties are typed comma-separated (docs/PRODUCT.md section 5):
 * split, trimmed and blanks dropped before the list's own rules apply.
 */
export const teamMemberFormSchema = input.extend({
  specialties: z.string().transform(parseSpecialties).pipe(input.shape.specialties.unwrap()),
});

export type TeamMemberFormInput = z.input<typeof teamMemberFormSchema>;

/**
 * The member's input fields as the form holds them (every field, the pictures and any the form
 * shows no control for included: they go back as they came), specialties as one text.
 */
export function teamMemberFormValues(member: TeamMember | undefined): TeamMemberFormInput {
  const values = formValuesOf(input, member);
  return {
    ...values,
    bio: values.bio ?? '',
    specialties: (values.specialties ?? []).join(', '),
  };
}
