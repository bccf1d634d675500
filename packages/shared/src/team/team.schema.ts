import { z } from 'zod';
import { linkText, optionalText, requiredText, storedFields } from '../common/fields';

/** An image field: an uploaded file's URL, a link, or an inline data URL the server stores as a file. */
const imageField = z
  .string()
  .trim()
  // A 2 MB image is about 2.7 MB as base64; anything larger was never a valid photo.
  .max(3_000_000, 'Image is too large.')
  .refine((value) => !/^\s*(javascript|vbscript):/i.test(value), 'Image link is not allowed.')
  .default('');

export const teamMemberInputSchema = z.strictObject({
  name: requiredText('Name'),
  role: requiredText('Role'),
  bio: optionalText(5000),
  specialties: z.array(z.string().trim().min(1).max(100)).max(50).default([]),
  avatarImage: imageField,
  profileImage: imageField,
  imageUrl: linkText,
});

export const teamMemberSchema = teamMemberInputSchema.extend(storedFields);

export type TeamMemberInput = z.input<typeof teamMemberInputSchema>;
export type TeamMemberData = z.output<typeof teamMemberInputSchema>;
export type TeamMember = z.infer<typeof teamMemberSchema>;
