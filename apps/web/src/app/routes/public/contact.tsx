import { useSearchParams } from 'react-router-dom';
import { PUBLIC_SCREENS } from '@tutoring/shared';
import { ContactPage } from '../../../features/contact/components/contact-page';
import { usePageMeta } from '../../../lib/use-page-meta';

/** /contact?course=<title>: the course pages' 'Book a Demo Class' prefills the course. */
export function ContactRoute() {
  usePageMeta({
    title: PUBLIC_SCREENS.contact.title,
    description:
      'Book a free demo class or ask about enrolling: send us a message, chat on WhatsApp, e-mail or call.',
  });
  const [params] = useSearchParams();
  return <ContactPage initialCourse={params.get('course') ?? ''} />;
}
