import type { ReactNode } from 'react';
import { ContactFormSection } from './contact-form-section';

interface ContactPageProps {
  initialCourse: string;
  /** Booking a demo class online, offered above the form (composed by the route). */
  booking?: ReactNode;
}

export function ContactPage({ initialCourse, booking }: ContactPageProps) {
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-foreground">Contact Us</h1>
      <p className="mt-3 text-muted">
        Book a free demo class or ask us anything about enrolling. We usually reply within a day.
      </p>
      {booking && <div className="mt-8">{booking}</div>}
      <ContactFormSection initialCourse={initialCourse} />
    </section>
  );
}
