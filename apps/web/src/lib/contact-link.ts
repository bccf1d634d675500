import { PUBLIC_SCREENS } from '@tutoring/shared';

/**
 * The contact page for a question about one course: /contact?course=<title>, which the
 * contact form reads to prefill the course (v1 'Enroll Now', v2 'Book a Demo Class').
 */
export function contactLinkFor(courseTitle: string): string {
  const query = new URLSearchParams({ course: courseTitle }).toString();
  return `${PUBLIC_SCREENS.contact.path}?${query}`;
}
