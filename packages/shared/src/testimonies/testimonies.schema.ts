import { z } from 'zod';
import { isWebLinkOrSitePath, optionalText, requiredText, storedFields } from '../common/fields';

/**
 * A video-sharing link, a direct MP4 link or an uploaded video's path (`/api/files/…`); only
 * web addresses can play, so "www.example.com/clip.mp4" (a path relative to the page) is refused.
 */
const videoUrl = z
  .string()
  .trim()
  .max(2048, 'Video link is too long.')
  .refine(
    (value) => value === '' || isWebLinkOrSitePath(value, { rootedOnly: true }),
    'Video must be a web link.',
  )
  .default('');

export const testimonyInputSchema = z.strictObject({
  studentName: requiredText('Student name'),
  text: optionalText(5000),
  videoUrl,
});

export const testimonySchema = testimonyInputSchema.extend(storedFields);

export type TestimonyInput = z.input<typeof testimonyInputSchema>;
export type TestimonyData = z.output<typeof testimonyInputSchema>;
export type Testimony = z.infer<typeof testimonySchema>;
