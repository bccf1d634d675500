import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PUBLIC_SCREENS } from '@tutoring/shared';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button-styles';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-error';
import { useCourseV2 } from '../api/get-courses-v2';
import { CourseV2Hero } from './course-v2-hero';
import { CourseV2Tabs } from './course-v2-tabs';
import { PricingCard } from './pricing-card';

/** The page frame while there is no course to show: a heading, the state and a way back. */
function Placeholder({ children, backLink = false }: { children: ReactNode; backLink?: boolean }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-5 px-4 py-12 text-center">
      <h1 className="text-2xl font-bold text-foreground">Course Details</h1>
      {children}
      {backLink && (
        <Link to={PUBLIC_SCREENS['courses-v2'].path} className={buttonClasses('outline')}>
          Back to Courses
        </Link>
      )}
    </section>
  );
}

/** /coursesv2/:courseId: hero, tabs and the pricing side card. */
export function CourseV2Detail({ courseId }: { courseId: string | undefined }) {
  const { data: course, isPending, isError, error } = useCourseV2(courseId);
  if (!courseId) {
    return (
      <Placeholder backLink>
        <Alert>Course ID is required</Alert>
      </Placeholder>
    );
  }
  if (isPending)
    return (
      <Placeholder>
        <Spinner label="Loading course…" />
      </Placeholder>
    );
  if (isError) {
    const notFound = isApiError(error) && error.status === 404;
    return (
      <Placeholder backLink>
        <Alert>
          {notFound ? 'Course not found' : 'Failed to load course details. Please try again later.'}
        </Alert>
      </Placeholder>
    );
  }
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
