import { useParams } from 'react-router-dom';
import { PUBLIC_SCREENS } from '@tutoring/shared/plain';
import type { CourseV2 } from '@tutoring/shared';
import { CoursePageJsonLd } from '../../../components/layouts/course-page-json-ld';
import { isPriceSet } from '../../../lib/format-price';
import { LazyBookDemo } from '../../../features/bookings/components/lazy-book-demo';
import { CourseBatches } from '../../../features/batches/components/course-batches';
import { useFamilyStudents } from '../../../features/family/api/get-family-students';
import { useAuth } from '../../../lib/auth-store';
import { useCourseV2 } from '../../../features/courses-v2/api/get-courses-v2';
import { CourseV2Detail } from '../../../features/courses-v2/components/course-v2-detail';
import { snippetOf } from '../../../lib/page-snippet';
import { usePageMeta } from '../../../lib/use-page-meta';

/** A signed-in family's students, whom the enrolment form offers instead of a typed name. */
function useStudentsOfFamily() {
  const isFamily = useAuth().user?.role === 'user';
  const students = useFamilyStudents(isFamily);
  return isFamily ? (students.data ?? []) : undefined;
}

/**
 * A published course's classes to join and its free demo times, both on its own page (a
 * draft, which only an admin sees here, has neither to offer).
 */
function ClassesAndDemo({ course }: { course: CourseV2 }) {
  const students = useStudentsOfFamily();
  if (course.status !== 'published') return null;
  return (
    <>
      <CourseBatches courseId={course._id} students={students} />
      <LazyBookDemo courses={[course]} initialCourseTitle={course.title} placement="course" />
    </>
  );
}

const bookingOf = (course: CourseV2) => <ClassesAndDemo course={course} />;

export function CourseV2DetailRoute() {
  const { courseId } = useParams();
  // The same query the detail runs: read from the cache, not fetched twice.
  const { data: course } = useCourseV2(courseId);
  usePageMeta({
    title: course?.title ?? PUBLIC_SCREENS['course-v2-detail'].title,
    description:
      course?.metaDescription ||
      snippetOf(course?.description ?? '') ||
      'Course details, syllabus and pricing.',
    image: course?.image,
  });
  return (
    <>
      {course && (
        <CoursePageJsonLd
          catalogue="courses-v2"
          course={{
            slug: course.slug,
            name: course.title,
            description: course.description,
            prices: [course.price.hourly, course.price.package].filter(isPriceSet),
            image: course.image,
            instructor: course.instructor?.name,
            educationalLevel: course.examType !== 'Other' ? course.examType : undefined,
            teaches: course.subjects,
          }}
        />
      )}
      <CourseV2Detail courseId={courseId} booking={bookingOf} />
    </>
  );
}
