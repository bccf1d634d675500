import { Link } from 'react-router-dom';
import { PUBLIC_SCREENS } from '@tutoring/shared';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { fillPath } from '../../../lib/fill-path';
import { telHref } from '../../../lib/phone-links';
import { useSiteSettings } from '../../../lib/site-settings';
import { useEnrolments } from '../api/get-enrolments';
import { useSubscribedCourses } from '../api/get-subscribed-courses';

export const NOT_ENROLLED = 'You are not enrolled in any course yet.';
export const ENROLMENTS_LOAD_FAILED = 'Failed to load courses.';

const linkClasses = 'inline-flex min-h-11 items-center font-semibold text-primary underline';

/** How to reach the institute about a course: its e-mail and first phone number. */
function InstituteContact() {
  const site = useSiteSettings().data;
  if (!site || (!site.email && site.phones.length === 0)) return null;
  const phone = site.phones[0];
  return (
    <p className="text-sm text-muted">
      Questions about your courses?{' '}
      {site.email && (
        <a href={`mailto:${site.email}`} className="text-primary underline">
          {site.email}
        </a>
      )}
      {site.email && phone && ' · '}
      {phone && (
        <a href={telHref(phone)} className="text-primary underline">
          {phone}
        </a>
      )}
    </p>
  );
}

/**
 * The body of the 'Enrolled Courses' card: the v2 courses an admin enrolled the person in
 * (each with 'Open course'), then any v1 enrolments, and the institute's contact.
 */
export function EnrolledCourses() {
  const enrolments = useEnrolments();
  const subscribed = useSubscribedCourses();
  if (enrolments.isPending || subscribed.isPending) {
    return <Spinner label="Loading your courses…" className="py-4" />;
  }
  if (enrolments.isError || subscribed.isError) {
    const failed = enrolments.error ?? subscribed.error;
    return <p className="text-sm text-error">{errorMessage(failed, ENROLMENTS_LOAD_FAILED)}</p>;
  }
  const [v2, v1] = [enrolments.data, subscribed.data];
  if (v2.length === 0 && v1.length === 0) {
    return (
      <p className="text-sm text-muted">
        {NOT_ENROLLED}{' '}
        <Link to={PUBLIC_SCREENS['courses-v2'].path} className="text-primary underline">
          Browse courses
        </Link>
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-2 text-sm">
        {v2.map((course) => (
          <li key={course.id} className="flex flex-col">
            <span className="font-medium text-foreground">{course.title}</span>
            <span className="text-muted">
              {course.examType} · {course.mode}
            </span>
            <Link to={course.link} className={linkClasses}>
              Open course<span className="sr-only">: {course.title}</span>
            </Link>
          </li>
        ))}
        {v1.map((course) => (
          <li key={course._id}>
            <Link
              to={fillPath(PUBLIC_SCREENS['course-v1-detail'].path, { courseId: course._id })}
              className={linkClasses}
            >
              {course.title}
            </Link>
          </li>
        ))}
      </ul>
      <InstituteContact />
    </div>
  );
}
