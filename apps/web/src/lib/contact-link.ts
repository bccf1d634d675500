/**
 * The contact page for a question about one course: /contact?course=<title>, which the
 * contact form reads to prefill the course (v1 'Enroll Now', v2 'Book a Demo Class').
 */
export function contactLinkFor(courseTitle: string): string {
  return `/contact?${new URLSearchParams({ course: courseTitle }).toString()}`;
}
