import { useForm, useWatch } from 'react-hook-form';
import { EMPTY_LEAD, type ContactMessageData, type ContactMessageInput } from '@tutoring/shared';
import { lazyResolver } from '../../../lib/lazy-resolver';

// Zod and the schema load when the visitor first moves into the form (lib/lazy-resolver.ts):
// most arrive on a phone, and a visitor who only reads the page never pays for validation code
// (its download and its evaluation). Errors show only after a field is left, by which time it
// is there.
const validation = lazyResolver<ContactMessageInput, unknown, ContactMessageData>(() =>
  import('./contact-form-resolver').then((m) => m.contactFormResolver),
);

/**
 * The contact form's state. Errors show once a field is touched (docs/PRODUCT.md section 5); the
 * course starts from the page's ?course= (the course pages' 'Book a Demo Class' link).
 */
export function useContactForm(initialCourse: string) {
  const form = useForm<ContactMessageInput, unknown, ContactMessageData>({
    resolver: validation.resolver,
    mode: 'onTouched',
    defaultValues: { ...EMPTY_LEAD, course: initialCourse },
  });
  const [name, course] = useWatch({ control: form.control, name: ['name', 'course'] });
  const canSubmit = Boolean(name?.trim() && course?.trim());
  return { form, course: course ?? '', canSubmit, prepareValidation: validation.preload };
}

export type ContactFormState = ReturnType<typeof useContactForm>;
