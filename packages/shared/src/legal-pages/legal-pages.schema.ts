import { z } from 'zod';
import { optionalText, requiredText } from '../common/fields';
import { LEGAL_PAGE_NAMES } from './legal-pages.endpoint';

/** What an administrator sends: the page's title and its text (Markdown). */
export const legalPageInputSchema = z.strictObject({
  title: requiredText('Title', 120),
  body: optionalText(50_000),
});

/** As read: which page it is, too. */
export const legalPageSchema = legalPageInputSchema.extend({ name: z.enum(LEGAL_PAGE_NAMES) });

export type LegalPageInput = z.input<typeof legalPageInputSchema>;
export type LegalPage = z.output<typeof legalPageSchema>;
