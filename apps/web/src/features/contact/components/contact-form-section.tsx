import { CircleCheck } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { LIMITS, PUBLIC_SCREENS } from '@tutoring/shared';
import { useSendContactMessage } from '../api/send-contact-message';
import { ContactDetails } from './contact-details';
import { ContactForm } from './contact-form';
import { ContactFormGrid } from './contact-form-grid';
import { useContactForm } from './use-contact-form';

export const THANK_YOU = 'Thank you! Your message has been sent. We will get back to you soon.';

/**
 * After a successful send: the thank-you, then home after 2 seconds (docs/PRODUCT.md section 4).
 */
function useReturnHomeAfterSuccess(sent: boolean) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!sent) return undefined;
    const timer = setTimeout(() => navigate(PUBLIC_SCREENS.home.path), LIMITS.contactRedirectMs);
    return () => clearTimeout(timer);
  }, [sent, navigate]);
}

export interface ContactFormSectionProps {
  /** The course to start from (?course=, from a course page's 'Book a Demo Class'). */
  initialCourse: string;
}

/** The message form, then the thank-you, beside the institute's contact details. */
export function ContactFormSection({ initialCourse }: ContactFormSectionProps) {
  const state = useContactForm(initialCourse);
  const send = useSendContactMessage();
  useReturnHomeAfterSuccess(send.isSuccess);
  return (
    <ContactFormGrid
      form={
        send.isSuccess ? (
          <p role="status" className="flex items-start gap-2 text-success">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            {THANK_YOU}
          </p>
        ) : (
          <ContactForm
            state={state}
            sending={send.isPending}
            failed={send.isError}
            onSubmit={(input) => send.mutate(input)}
          />
        )
      }
      details={<ContactDetails course={state.course} />}
    />
  );
}
