import type { CourseV2 } from '@tutoring/shared';
import { lazy, Suspense, useState } from 'react';
import { featuredFirst, LIMITS } from '@tutoring/shared/plain';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { usePublicCoursesV2 } from '../api/get-courses-v2';
import { FeaturedCourseCard } from './featured-course-card';
import { countOf } from '../../../lib/count-of';
import { useDeferredQuery } from '../../../lib/use-deferred-query';

/**
 * The modal (and the Radix dialog under it) loads when a course is first opened: the home
 * page's initial JavaScript stays within its budget
 * (docs/decisions/0041-public-first-javascript-kept-small.md). Mounted only while open, so Radix
 * still traps focus, locks scrolling, closes on Escape and returns focus on unmounting.
 */
const CourseV2Modal = lazy(() =>
  import('./course-v2-modal').then((m) => ({ default: m.CourseV2Modal })),
);

/**
 * SPEC.md: collapsed shows the first 3; expanded, "the limit is the whole list", and the
 * toggle's count names exactly what it reveals (a fixed count once left the seventh course onwards unseen).
 */
function visibleCount(total: number, expanded: boolean): number {
  return expanded ? total : Math.min(total, LIMITS.featuredCourses);
}

function CourseGrid({ courses }: { courses: CourseV2[] }) {
  const [expanded, setExpanded] = useState(false);
  const [open, setOpen] = useState<CourseV2 | null>(null);
  const hidden = visibleCount(courses.length, true) - visibleCount(courses.length, false);
  return (
    <>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {courses.slice(0, visibleCount(courses.length, expanded)).map((course, index) => (
          <li key={course._id} className={index === 0 ? 'md:col-span-2 lg:row-span-2' : ''}>
            <FeaturedCourseCard course={course} featured={index === 0} onOpen={setOpen} />
          </li>
        ))}
      </ul>
      {hidden > 0 && (
        <div className="mt-8 flex justify-center">
          <Button variant="outline" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
            {expanded ? 'Show Less' : `View ${countOf(hidden, 'More Course')}`}
          </Button>
        </div>
      )}
      {open && (
        <Suspense fallback={null}>
          <CourseV2Modal course={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}

/**
 * The home page's Featured Courses: published v2 courses, those admins featured first in their
 * order (featuredFirst), the first one large.
 */
export function FeaturedCourses() {
  const { data, isPending, isError } = useDeferredQuery(usePublicCoursesV2());
  return (
    <section
      aria-labelledby="featured-courses-heading"
      className="mx-auto max-w-6xl px-4 py-14 sm:px-6"
    >
      <h2
        id="featured-courses-heading"
        className="mb-8 text-center text-3xl font-bold text-foreground"
      >
        Featured Courses
      </h2>
      {isPending && <Spinner label="Loading courses…" />}
      {isError && <Alert>Failed to load courses.</Alert>}
      {data && <CourseGrid courses={featuredFirst(data)} />}
    </section>
  );
}
