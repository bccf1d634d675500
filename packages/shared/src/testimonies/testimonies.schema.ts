import { z } from 'zod';
import { LIMITS } from '../constants';
import { optionalText, requiredText, storedFields } from '../common/fields';
import { videoLink as videoUrl } from '../common/video-link';

export const testimonyInputSchema = z.strictObject({
  studentName: requiredText('Student name'),
  text: optionalText(LIMITS.longTextMax),
  videoUrl,
});

export const testimonySchema = testimonyInputSchema.extend(storedFields);

export type TestimonyInput = z.input<typeof testimonyInputSchema>;
export type TestimonyData = z.output<typeof testimonyInputSchema>;
export type Testimony = z.infer<typeof testimonySchema>;
