import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { ContactMessageData, ContactMessageInput } from '@tutoring/shared';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { useAfterFirstPaint } from '../../../lib/use-after-first-paint';

// Zod and the schema load after the page has painted (lib/lazy-resolver.ts): most visitors
// arrive on a phone, and the heading and contact details should not wait for validation code.
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
    defaultValues: { name: '', course: initialCourse, mobile: '', email: '', message: '' },
  });
  const painted = useAfterFirstPaint();
  useEffect(() => {
    if (painted) validation.preload();
  }, [painted]);
  const [name, course] = useWatch({ control: form.control, name: ['name', 'course'] });
  const canSubmit = Boolean(name?.trim() && course?.trim());
  return { form, course: course ?? '', canSubmit };
}

export type ContactFormState = ReturnType<typeof useContactForm>;
