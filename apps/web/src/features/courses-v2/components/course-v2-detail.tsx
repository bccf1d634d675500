import type { ReactNode } from 'react';
import { PUBLIC_SCREENS, type CourseV2 } from '@tutoring/shared';
import { Alert } from '../../../components/ui/alert';
import { PagePlaceholder } from '../../../components/ui/page-placeholder';
import { Spinner } from '../../../components/ui/spinner';
import { isNotFound } from '../../../lib/api-error';
import { useDeferredQuery } from '../../../lib/use-deferred-query';
import { useCourseV2 } from '../api/get-courses-v2';
import { CourseV2Hero } from './course-v2-hero';
import { CourseV2Tabs } from './course-v2-tabs';
import { PricingCard } from './pricing-card';

/** What the page shows while there is no course: its heading, the state, and a way back. */
const PLACEHOLDER = {
  title: PUBLIC_SCREENS['course-v2-detail'].title,
  back: { to: PUBLIC_SCREENS['courses-v2'].path, label: 'Back to Courses' },
};

interface CourseV2DetailProps {
  courseId: string | undefined;
  /** What the page offers to book below the course (composed where the screen is, in app/). */
  booking?: (course: CourseV2) => ReactNode;
}

/** /coursesv2/:courseId: hero, tabs and the pricing side card, then the booking of a demo. */
export function CourseV2Detail({ courseId, booking }: CourseV2DetailProps) {
  // The whole page renders when the course comes: in slices (lib/use-deferred-query.ts).
  const { data: course, isPending, isError, error } = useDeferredQuery(useCourseV2(courseId));
  if (!courseId) {
    return (
      <PagePlaceholder {...PLACEHOLDER}>
        <Alert>Course ID is required</Alert>
      </PagePlaceholder>
    );
  }
  if (isPending)
    return (
      <PagePlaceholder title={PLACEHOLDER.title}>
        {/* A screen high, as the page will be: the footer stays below until the course shows. */}
        <Spinner label="Loading course…" className="min-h-screen items-start" />
      </PagePlaceholder>
    );
  if (isError) {
    return (
      <PagePlaceholder {...PLACEHOLDER}>
        <Alert>
          {isNotFound(error)
            ? 'Course not found'
            : 'Failed to load course details. Please try again later.'}
        </Alert>
      </PagePlaceholder>
    );
  }
  return (
    <>
      <CourseV2View course={course} />
      {booking && <div className="mx-auto max-w-6xl px-4 pb-10 sm:px-6">{booking(course)}</div>}
    </>
  );
}

/** The course as its page shows it: also the admin's preview of unsaved values. */
export function CourseV2View({ course }: { course: CourseV2 }) {
  return (
    <>
      <CourseV2Hero course={course} />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[1fr_22rem]">
        <CourseV2Tabs course={course} />
        <PricingCard course={course} />
      </div>
    </>
  );
}
