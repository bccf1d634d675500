import { useState } from 'react';
import { PUBLIC_SCREENS } from '@tutoring/shared';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { Spinner } from '../../../components/ui/spinner';
import { usePublicCoursesV2, type ExamFilter } from '../api/get-courses-v2';
import { CourseCard } from '../../../components/course/course-card';
import { courseV2View } from './course-v2-view';
import { ExamFilterBar } from './exam-filter-bar';
import { WhyChoose } from './why-choose';
import { useDeferredQuery } from '../../../lib/use-deferred-query';

function emptyMessage(exam: ExamFilter): string {
  return exam === 'all'
    ? 'No courses available for this category yet'
    : `No courses available for ${exam} yet`;
}

function CourseList({ exam }: { exam: ExamFilter }) {
  const { data: courses, isError, refetch } = useDeferredQuery(usePublicCoursesV2(exam));
  if (isError) {
    return (
      <RetryAlert
        message="Failed to load courses. Please try again later."
        onRetry={() => void refetch()}
      />
    );
  }
  // The loading state holds most of a screen, so the section below it starts off-screen and
  // is not pushed down in view when the cards arrive (a layout shift).
  if (!courses) return <Spinner label="Loading courses…" className="min-h-[75vh]" />;
  if (courses.length === 0)
    return <p className="py-12 text-center text-muted">{emptyMessage(exam)}</p>;
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {courses.map((course) => (
        <li key={course._id} className="flex">
          <CourseCard course={courseV2View(course)} kindAt="picture" linkLabel="Know more" />
        </li>
      ))}
    </ul>
  );
}

/** /coursesv2: hero, exam filter, the published courses and why families choose us. */
export function CoursesV2Page() {
  const [exam, setExam] = useState<ExamFilter>('all');
  return (
    <>
      <section className="bg-primary px-4 py-14 text-center text-on-primary sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
          {PUBLIC_SCREENS['courses-v2'].heading}
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-base sm:text-lg">
          One-on-one live tutoring with expert instructors, planned around each student&apos;s exam,
          syllabus and schedule.
        </p>
      </section>
      <section
        aria-label="Courses"
        className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10 sm:px-6"
      >
        <ExamFilterBar value={exam} onChange={setExam} />
        <CourseList exam={exam} />
      </section>
      <WhyChoose />
    </>
  );
}
