import { RetryAlert } from '../../../components/ui/retry-alert';
import { Spinner } from '../../../components/ui/spinner';
import { useCourses } from '../api/get-courses';
import { CourseCard } from '../../../components/course/course-card';
import { courseV1View } from './course-v1-view';

function CourseList() {
  const { data, isPending, isError, refetch } = useCourses();
  if (isPending) return <Spinner label="Loading courses…" />;
  if (isError) {
    return (
      <RetryAlert
        message="Failed to load courses. Please try again later."
        onRetry={() => void refetch()}
      />
    );
  }
  if (data.length === 0) {
    return <p className="py-12 text-center text-muted">No courses available at the moment.</p>;
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {data.map((course) => (
        <li key={course._id} className="flex">
          <CourseCard course={courseV1View(course)} kindAt="title" linkLabel="View Details" />
        </li>
      ))}
    </ul>
  );
}

/** /courses: the v1 catalogue. */
export function CoursesPage() {
  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-foreground">Available Courses</h1>
      <CourseList />
    </section>
  );
}
