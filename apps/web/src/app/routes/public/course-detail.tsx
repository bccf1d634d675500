import { useParams } from 'react-router-dom';
import { PUBLIC_SCREENS } from '@tutoring/shared/plain';
import { CoursePageJsonLd } from '../../../components/layouts/course-page-json-ld';
import { useCourseDetail } from '../../../features/course-details/api/get-course-detail';
import { useCourse } from '../../../features/courses-v1/api/get-courses';
import { CourseV1Detail } from '../../../features/courses-v1/components/course-v1-detail';
import { snippetOf } from '../../../lib/page-snippet';
import { usePageMeta } from '../../../lib/use-page-meta';

/** The course (courses-v1 feature) with its details (course-details feature), composed here. */
export function CourseDetailRoute() {
  const { courseId } = useParams();
  // The same query the detail runs: read from the cache, not fetched twice.
  const { data: course } = useCourse(courseId);
  // The route's key may be a slug; a course's details are filed under its id.
  const { data: detail } = useCourseDetail(course?._id);
  usePageMeta({
    title: course?.title ?? PUBLIC_SCREENS['course-v1-detail'].title,
    description:
      course?.metaDescription ||
      course?.tagline ||
      snippetOf(course?.description ?? '') ||
      'Course overview and curriculum.',
    image: course?.imageUrl || course?.thumbnail,
  });
  return (
    <>
      {course && (
        <CoursePageJsonLd
          catalogue="courses-v1"
          course={{
            slug: course.slug,
            name: course.title,
            description: course.description || course.tagline || course.title,
            prices: [course.price],
            image: course.imageUrl || course.thumbnail,
            instructor: course.instructor?.name,
          }}
        />
      )}
      <CourseV1Detail courseId={courseId} detail={detail ?? null} />
    </>
  );
}
