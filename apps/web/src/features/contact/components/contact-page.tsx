import { CircleCheck } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { LIMITS, PUBLIC_SCREENS } from '@tutoring/shared';
import { useSendContactMessage } from '../api/send-contact-message';
import { ContactDetails } from './contact-details';
import { ContactForm } from './contact-form';
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

interface ContactPageProps {
  initialCourse: string;
  /** Booking a demo class online, offered above the form (composed by the route). */
  booking?: ReactNode;
}

export function ContactPage({ initialCourse, booking }: ContactPageProps) {
  const state = useContactForm(initialCourse);
  const send = useSendContactMessage();
  useReturnHomeAfterSuccess(send.isSuccess);
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-foreground">Contact Us</h1>
      <p className="mt-3 text-muted">
        Book a free demo class or ask us anything about enrolling. We usually reply within a day.
      </p>
      {booking && <div className="mt-8">{booking}</div>}
      <div className="mt-8 grid gap-8 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="min-w-0 rounded-2xl border border-border bg-surface p-6">
          {send.isSuccess ? (
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
          )}
        </div>
        <ContactDetails course={state.course} />
      </div>
    </section>
  );
}
