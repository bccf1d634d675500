import { useSearchParams } from 'react-router-dom';
import { PUBLIC_SCREENS } from '@tutoring/shared/plain';
import { PageJsonLd } from '../../../components/layouts/page-json-ld';
import { LazyBookDemo } from '../../../features/bookings/components/lazy-book-demo';
import { ContactPage } from '../../../features/contact/components/contact-page';
import { usePublicCoursesV2 } from '../../../features/courses-v2/api/get-courses-v2';
import { useDeferredQuery } from '../../../lib/use-deferred-query';
import { useSiteSettings } from '../../../lib/site-settings';
import { usePageMeta } from '../../../lib/use-page-meta';

/**
 * /contact?course=<title>: the course pages' 'Book a Demo Class' prefills the course, and the
 * booking section above the form offers that course's free times.
 */
export function ContactRoute() {
  const site = useSiteSettings().data;
  usePageMeta({
    title: PUBLIC_SCREENS.contact.title,
    page: 'contact',
    description:
      'Book a free demo class or ask about enrolling: send us a message, chat on WhatsApp, e-mail or call.',
  });
  const [params] = useSearchParams();
  const course = params.get('course') ?? '';
  const screen = PUBLIC_SCREENS.contact;
  return (
    <>
      {site?.name && <PageJsonLd site={site} trail={[{ name: screen.title, path: screen.path }]} />}
      <ContactPage initialCourse={course} booking={<ContactBooking course={course} />} />
    </>
  );
}

/**
 * The booking section reads the course list itself: when the list comes, only this section
 * renders again (in slices, lib/use-deferred-query.ts), not the contact form below it.
 */
function ContactBooking({ course }: { course: string }) {
  const courses = useDeferredQuery(usePublicCoursesV2());
  return (
    <LazyBookDemo
      courses={courses.data ?? []}
      loading={courses.isPending}
      initialCourseTitle={course}
    />
  );
}
