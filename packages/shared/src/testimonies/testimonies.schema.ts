import { z } from 'zod';
import { optionalText, requiredText, storedFields } from '../common/fields';

/** A video-sharing link or a direct MP4 link; only web addresses can play. */
const videoUrl = z
  .string()
  .trim()
  .max(2048, 'Video link is too long.')
  .refine((value) => value === '' || /^(https?:\/\/|\/)/i.test(value), 'Video must be a web link.')
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
