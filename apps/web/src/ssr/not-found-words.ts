import { PUBLIC_SCREENS, screenHref } from '@tutoring/shared/plain';

/** What was not found: a path of the site, or the course a shared link names. */
export type NotFoundKind = 'page' | 'course';

/** What the not-found page says, and where it leads on. */
export const NOT_FOUND_WORDS: Record<
  NotFoundKind,
  { heading: string; text: string; to: string; label: string }
> = {
  page: {
    heading: 'Page not found',
    text: 'The page you are looking for does not exist or has moved.',
    to: '/',
    label: 'Go to the home page',
  },
  course: {
    heading: 'Course not found',
    text: 'The course you are looking for does not exist or is not published.',
    to: screenHref(PUBLIC_SCREENS['courses-v2'].path),
    label: 'Back to Courses',
  },
};
