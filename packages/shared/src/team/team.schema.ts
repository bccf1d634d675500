import { z } from 'zod';
import { LIMITS } from '../constants';
import { isWebLinkOrSitePath, optionalText, requiredText, storedFields } from '../common/fields';
import { meetingLinkText } from '../courses-v2/course-place';

/**
 * An inline image as the admin form sends it. The server checks its bytes and stores it as a
 * file (its URL replaces the data), so no data URL is ever stored or shown.
 */
const isInlineImage = (value: string) => /^data:image\//i.test(value);

/** An image field: an uploaded file's URL, a web link, or an inline image (stored as a file). */
const imageField = z
  .string()
  .trim()
  // A 2 MB image is about 2.7 MB as base64; anything larger was never a valid photo.
  .max(3_000_000, 'Image is too large.')
  .refine(
    (value) => value === '' || isInlineImage(value) || isWebLinkOrSitePath(value),
    'Image link is not allowed.',
  )
  .default('');

export const teamMemberInputSchema = z.strictObject({
  name: requiredText('Name'),
  role: requiredText('Role'),
  bio: optionalText(LIMITS.longTextMax),
  specialties: z.array(z.string().trim().min(1).max(100)).max(50).default([]),
  avatarImage: imageField,
  profileImage: imageField,
  // The legacy link field takes an inline image too; the server stores it as a file.
  imageUrl: imageField,
  // The tutor's private contact. Absent in a write keeps what is stored (editors
  // never see them, so their saves must not clear them); only admins read or set them.
  /** Where the tutor's booking invitations go. Never in a public or an editor's answer. */
  email: z
    .string()
    .trim()
    .pipe(z.union([z.literal(''), z.email('Enter a valid e-mail address.').max(254)]))
    .optional(),
  /** The tutor's default room for online classes (http or https). Admins only, like `email`. */
  meetingLink: meetingLinkText.optional(),
});

/** The fields only admins read and write (docs/PRODUCT.md, team). */
export const TEAM_MEMBER_PRIVATE_FIELDS = ['email', 'meetingLink'] as const;

export const teamMemberSchema = teamMemberInputSchema.extend({
  ...storedFields,
  // Admins read both; everyone else's answers leave them out.
  email: z.string().optional(),
  meetingLink: z.string().optional(),
});

export type TeamMemberInput = z.input<typeof teamMemberInputSchema>;
export type TeamMemberData = z.output<typeof teamMemberInputSchema>;
export type TeamMember = z.infer<typeof teamMemberSchema>;
