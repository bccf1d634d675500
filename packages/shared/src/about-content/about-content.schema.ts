import { z } from 'zod';
import { requiredText, optionalText } from '../common/fields';

export const aboutValueSchema = z.strictObject({
  title: requiredText('Value title'),
  description: optionalText(2000),
});

export const aboutContentInputSchema = z.strictObject({
  history: optionalText(20_000),
  values: z.array(aboutValueSchema).max(50).default([]),
});

export const aboutContentSchema = aboutContentInputSchema;

export type AboutValue = z.infer<typeof aboutValueSchema>;
export type AboutContentInput = z.input<typeof aboutContentInputSchema>;
export type AboutContent = z.output<typeof aboutContentInputSchema>;
