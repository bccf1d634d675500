import type { ReactNode } from 'react';
import { deferUntilNear } from '../../../lib/deferred-part-near';
import { ContactFormWaiting } from './contact-form-grid';
import type { ContactFormSectionProps } from './contact-form-section';

/**
 * The form and the details below the booking come after the page's first paint (the heading
 * and the intro, the page's largest text on a phone, no longer wait for the form library: 16
 * KB gzip of the page's 28 KB), and only once the form shows or the visitor first moves down
 * the page. A phone shows the booking times first and the form below them: built at once,
 * the form (zod, the form library) and the times stacked their first renders, and the page's
 * mobile Lighthouse score fell (docs/decisions/0044-deferral-through-one-seam.md).
 */
const LazyContactFormSection = deferUntilNear<ContactFormSectionProps>(
  () => import('./contact-form-section').then((m) => m.ContactFormSection),
  { Waiting: ContactFormWaiting, untilSeenOrMoved: true },
);

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
      <LazyContactFormSection initialCourse={initialCourse} />
    </section>
  );
}
