import { useParams } from 'react-router-dom';
import { useCourseDetail } from '../../../features/course-details/api/get-course-detail';
import { CourseV1Detail } from '../../../features/courses/components/course-v1-detail';

/** The course (courses feature) with its details (course-details feature), composed here. */
export function CourseDetailRoute() {
  const { courseId } = useParams();
  const { data: detail } = useCourseDetail(courseId);
  return <CourseV1Detail courseId={courseId} detail={detail ?? null} />;
}
