import { useSearchParams } from 'react-router-dom';
import { ContactPage } from '../../../features/contact/components/contact-page';
import { usePageTitle } from '../../../lib/use-page-title';

/** /contact?course=<title>: the course pages' 'Book a Demo Class' prefills the course. */
export function ContactRoute() {
  usePageTitle('Contact Us');
  const [params] = useSearchParams();
  return <ContactPage initialCourse={params.get('course') ?? ''} />;
}
