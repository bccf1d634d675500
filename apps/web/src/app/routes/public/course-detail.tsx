import { useParams } from 'react-router-dom';
import { useCourseDetail } from '../../../features/course-details/api/get-course-detail';
import { useCourse } from '../../../features/courses/api/get-course';
import { CourseV1Detail } from '../../../features/courses/components/course-v1-detail';

export function CourseDetailRoute() {
  const { courseId } = useParams();
  const course = useCourse(courseId);
  const detail = useCourseDetail(courseId);
  return <CourseV1Detail course={course} detail={detail.data ?? null} />;
}
