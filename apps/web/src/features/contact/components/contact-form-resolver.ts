import { zodResolver } from '@hookform/resolvers/zod';
import { contactMessageInputSchema } from '@tutoring/shared';

/** The contact form's validation, a chunk of its own (see use-contact-form.ts). */
export const contactFormResolver = zodResolver(contactMessageInputSchema);
