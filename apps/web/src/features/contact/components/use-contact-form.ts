import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import {
  contactMessageInputSchema,
  type ContactMessageData,
  type ContactMessageInput,
} from '@tutoring/shared';

/**
 * The contact form's state. Errors show once a field is touched (SPEC.md section 5); the
 * course starts from the page's ?course= (the course pages' 'Book a Demo Class' link).
 */
export function useContactForm(initialCourse: string) {
  const form = useForm<ContactMessageInput, unknown, ContactMessageData>({
    resolver: zodResolver(contactMessageInputSchema),
    mode: 'onTouched',
    defaultValues: { name: '', course: initialCourse, mobile: '', email: '', message: '' },
  });
  const [name, course] = useWatch({ control: form.control, name: ['name', 'course'] });
  const canSubmit = Boolean(name?.trim() && course?.trim());
  return { form, course: course ?? '', canSubmit };
}

export type ContactFormState = ReturnType<typeof useContactForm>;
