import { z } from 'zod';
import { RESOURCE_FILE_TYPES, RESOURCE_TYPES } from '../constants';
import { linkText, optionalText, requiredText, storedFields } from '../common/fields';

export const resourceInputSchema = z.strictObject({
  title: requiredText('Title'),
  description: optionalText(2000),
  fileUrl: linkText.pipe(z.string().min(1, 'File URL is required.')),
  fileType: z.enum(RESOURCE_FILE_TYPES, { error: 'File type is required.' }),
  /** One of the settings' list; the server checks it against the list. */
  category: requiredText('Category', 60),
  type: z.enum(RESOURCE_TYPES, { error: 'Type is required.' }),
});

export const resourceSchema = resourceInputSchema.extend(storedFields);

export type ResourceInput = z.input<typeof resourceInputSchema>;
export type ResourceData = z.output<typeof resourceInputSchema>;
export type Resource = z.infer<typeof resourceSchema>;
