import { useParams } from 'react-router-dom';
import { CourseDetailsEditor } from '../../../features/course-details/components/course-details-editor';

export function AdminCourseDetailsRoute() {
  const { courseId = '' } = useParams();
  return <CourseDetailsEditor courseId={courseId} />;
}
