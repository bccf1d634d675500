import { useParams } from 'react-router-dom';
import { CourseDetailsEditor } from '../../../features/course-details/components/course-details-editor';
import { usePageMeta } from '../../../lib/use-page-meta';
import { StoredCourseWithDetails } from './course-page-previews';

export function AdminCourseDetailsRoute() {
  const { courseId = '' } = useParams();
  usePageMeta({
    title: 'Course Details',
    description: 'Edit the overview, skill level and modules of a course.',
  });
  return (
    <CourseDetailsEditor
      courseId={courseId}
      coursePreview={(detail) => <StoredCourseWithDetails courseId={courseId} detail={detail} />}
    />
  );
}
