import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PUBLIC_SCREENS, type CourseDetail } from '@tutoring/shared';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button-styles';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-error';
import { useCourse } from '../api/get-courses';
import { CourseFacts } from './course-facts';
import { CourseV1Header } from './course-v1-header';
import { CurriculumModules } from './curriculum-modules';

function Placeholder({ children, backLink = false }: { children: ReactNode; backLink?: boolean }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-5 px-4 py-12 text-center">
      <h1 className="text-2xl font-bold text-foreground">Course Details</h1>
      {children}
      {backLink && (
        <Link to={PUBLIC_SCREENS['courses-v1'].path} className={buttonClasses('outline')}>
          Back to Courses
        </Link>
      )}
    </section>
  );
}

interface CourseV1DetailProps {
  courseId: string | undefined;
  /** null when the course has no details (404): the page shows the course without them. */
  detail: CourseDetail | null;
}

/** /courses/:courseId: the course, and its details sections when it has them. */
export function CourseV1Detail({ courseId, detail }: CourseV1DetailProps) {
  const course = useCourse(courseId);
  if (course.isPending)
    return (
      <Placeholder>
        <Spinner label="Loading course…" />
      </Placeholder>
    );
  if (course.isError) {
    const notFound = isApiError(course.error) && course.error.status === 404;
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
      <CourseV1Header course={course.data} detail={detail} />
      <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-10 sm:px-6">
        {detail && <CourseFacts detail={detail} />}
        {detail && detail.modules.length > 0 && <CurriculumModules modules={detail.modules} />}
        <section className="rounded-2xl bg-primary p-8 text-center text-on-primary">
          <h2 className="text-2xl font-bold">Ready to start learning?</h2>
          <p className="mx-auto mt-2 max-w-xl">
            Book a free consultation and we will plan the course around your goals.
          </p>
          <Link
            to={PUBLIC_SCREENS.contact.path}
            className={buttonClasses('outline', 'mt-5 border-on-primary text-on-primary')}
          >
            Get Started Today
          </Link>
        </section>
      </div>
    </>
  );
}
