import { Link } from 'react-router-dom';
import { PUBLIC_SCREENS, type CourseDetail, type CourseV1 } from '@tutoring/shared';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button-styles';
import { contactLinkFor } from '../../../lib/contact-link';
import { PagePlaceholder } from '../../../components/ui/page-placeholder';
import { Spinner } from '../../../components/ui/spinner';
import { isNotFound } from '../../../lib/api-error';
import { useCourse } from '../api/get-courses';
import { CourseFacts } from './course-facts';
import { CourseV1Header } from './course-v1-header';
import { CurriculumModules } from './curriculum-modules';

/** What the page shows while there is no course: its heading, the state, and a way back. */
const PLACEHOLDER = {
  title: PUBLIC_SCREENS['course-v1-detail'].title,
  back: { to: PUBLIC_SCREENS['courses-v1'].path, label: 'Back to Courses' },
};

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
      <PagePlaceholder title={PLACEHOLDER.title}>
        {/* A screen high, as the page will be: the footer stays below until the course shows. */}
        <Spinner label="Loading course…" className="min-h-screen items-start" />
      </PagePlaceholder>
    );
  if (course.isError) {
    return (
      <PagePlaceholder {...PLACEHOLDER}>
        <Alert>
          {isNotFound(course.error)
            ? 'Course not found'
            : 'Failed to load course details. Please try again later.'}
        </Alert>
      </PagePlaceholder>
    );
  }
  return <CourseV1View course={course.data} detail={detail} />;
}

/** The course as its page shows it: also the admin's preview of unsaved values. */
export function CourseV1View({
  course,
  detail,
}: {
  course: CourseV1;
  detail: CourseDetail | null;
}) {
  return (
    <>
      <CourseV1Header course={course} detail={detail} />
      <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-10 sm:px-6">
        {detail && <CourseFacts detail={detail} />}
        {detail && detail.modules.length > 0 && <CurriculumModules modules={detail.modules} />}
        <section className="rounded-2xl bg-primary p-8 text-center text-on-primary">
          <h2 className="text-2xl font-bold">Ready to start learning?</h2>
          <p className="mx-auto mt-2 max-w-xl">
            Book a free consultation and we will plan the course around your goals.
          </p>
          <Link
            to={contactLinkFor(course.title)}
            className={buttonClasses('outline', 'mt-5 border-on-primary text-on-primary')}
          >
            Get Started Today
          </Link>
        </section>
      </div>
    </>
  );
}
