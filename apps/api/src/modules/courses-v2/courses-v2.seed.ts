import type { CourseV2Input } from '@tutoring/shared';
import demoCourses from './courses-v2.demo.json';
import { courseV2Store } from './courses-v2.store';

type DemoCourse = Omit<CourseV2Input, 'instructor' | 'image'>;

// The demo content itself is data, kept as JSON beside this file.
const DEMO_COURSES = demoCourses as DemoCourse[];

/**
 * Nine demo v2 courses covering every exam type (IB, IGCSE, CBSE, AP, SAT, JEE, NEET and
 * Other); two are drafts. Image is empty so the site makes its own placeholder; instructors
 * are assigned round-robin from `instructorIds` (team member ids).
 */
export function demoCoursesV2(instructorIds: string[]): CourseV2Input[] {
  if (instructorIds.length === 0) throw new Error('demoCoursesV2 needs at least one instructor');
  return DEMO_COURSES.map((course, index) => ({
    ...course,
    image: '',
    instructor: instructorIds[index % instructorIds.length]!,
  }));
}

/** Stores the demo courses through the same service as the API. */
export async function seedCoursesV2(instructorIds: string[]): Promise<number> {
  const demos = demoCoursesV2(instructorIds);
  for (const course of demos) await courseV2Store.create(course);
  return demos.length;
}
