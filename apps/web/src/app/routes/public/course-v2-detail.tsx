import { useParams } from 'react-router-dom';
import { CourseV2Detail } from '../../../features/courses-v2/components/course-v2-detail';

export function CourseV2DetailRoute() {
  const { courseId } = useParams();
  return <CourseV2Detail courseId={courseId} />;
}
