import { Link } from 'react-router-dom';
import { PUBLIC_SCREENS } from '@tutoring/shared';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { useSubscribedCourses } from '../api/get-subscribed-courses';
import { fillPath } from '../../../lib/fill-path';

export const NOT_ENROLLED = 'You are not enrolled in any course yet.';
export const ENROLMENTS_LOAD_FAILED = 'Failed to load courses.';

/** The body of the 'Enrolled Courses' card. */
export function EnrolledCourses() {
  const courses = useSubscribedCourses();
  if (courses.isPending) return <Spinner label="Loading your courses…" className="py-4" />;
  if (courses.isError) {
    return (
      <p className="text-sm text-error">{errorMessage(courses.error, ENROLMENTS_LOAD_FAILED)}</p>
    );
  }
  if (courses.data.length === 0) {
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
    <ul className="flex flex-col gap-1 text-sm">
      {courses.data.map((course) => (
        <li key={course._id}>
          <Link
            to={fillPath(PUBLIC_SCREENS['course-v1-detail'].path, { courseId: course._id })}
            className="inline-flex min-h-11 items-center text-primary underline"
          >
            {course.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}
