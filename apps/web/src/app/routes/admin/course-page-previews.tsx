import type { CourseDetail, CourseV1 } from '@tutoring/shared';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { useCourseDetail } from '../../../features/course-details/api/get-course-detail';
import { useCourse } from '../../../features/courses-v1/api/get-courses';
import { CourseV1View } from '../../../features/courses-v1/components/course-v1-detail';

// The v1 course page as its previews draw it: a course (courses-v1) with its details
// (course-details), one of the two unsaved and the other as stored, composed here since a
// feature does not import another.

/** The course form's preview: the unsaved course with the details it has (a new course: none). */
export function CourseWithStoredDetails({ course }: { course: CourseV1 }) {
  const detail = useCourseDetail(course._id || undefined);
  return <CourseV1View course={course} detail={detail.data ?? null} />;
}

/** The details editor's preview: the stored course with the unsaved details. */
export function StoredCourseWithDetails({
  courseId,
  detail,
}: {
  courseId: string;
  detail: CourseDetail;
}) {
  const course = useCourse(courseId);
  if (course.isPending) return <Spinner label="Loading course…" />;
  if (course.isError) return <Alert>Failed to load the course. Please try again later.</Alert>;
  return <CourseV1View course={course.data} detail={detail} />;
}
