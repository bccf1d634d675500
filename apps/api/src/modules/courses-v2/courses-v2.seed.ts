import type { CourseV2Input } from '@tutoring/shared';
import { demoCoursePicture } from '../files/demo-pictures';
import demoCourses from './courses-v2.demo.json';
import { courseV2Store } from './courses-v2.store';

type DemoCourse = Omit<CourseV2Input, 'instructor' | 'image'>;

// The demo content itself is data, kept as JSON beside this file.
const DEMO_COURSES = demoCourses as DemoCourse[];

/**
 * Nine demo v2 courses covering every exam type (IB, IGCSE, CBSE, AP, SAT, JEE, NEET and
 * Other); two are drafts. Their pictures are added as they are stored; instructors
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
  for (const [index, course] of demos.entries()) {
    // A picture of its own (made, not fetched): cards and link previews show real images.
    await courseV2Store.create({ ...course, image: await demoCoursePicture(index) });
  }
  return demos.length;
}
