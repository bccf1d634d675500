import type { CourseDetailInput } from '@tutoring/shared';
import demoDetails from './course-details.demo.json';
import { createCourseDetail } from './course-details.store';

type Module = NonNullable<CourseDetailInput['modules']>[number];

/** As the demo content (JSON beside this file) writes a module: its topics say the rest. */
interface DemoModule {
  title: string;
  duration: number;
  description: string;
  topics: string[];
}
type DemoDetail = Omit<CourseDetailInput, 'modules'> & { modules: DemoModule[] };

/** A module whose objectives, assignment and resources follow from its topics. */
function demoModule({ title, duration, description, topics }: DemoModule): Module {
  return {
    title,
    description,
    duration,
    topics,
    learningObjectives: topics.map((topic) => `${topic}: explain it and apply it to new problems`),
    assignments: [`${title}: graded practice set`],
    resources: [`${title} notes (PDF)`, 'Recorded session'],
  };
}

/**
 * The detail pages of the four demo v1 courses, in the order of demoCoursesV1's courses: 2–4
 * modules each, and more than 3 learning outcomes so the detail page shows '+N more...'.
 */
export const DEMO_COURSE_DETAILS: CourseDetailInput[] = (demoDetails as DemoDetail[]).map(
  (detail) => ({
    ...detail,
    modules: detail.modules.map(demoModule),
  }),
);

/** Stores the demo details of the demo v1 courses (their ids in demoCoursesV1's order). */
export async function seedCourseDetails(courseIds: readonly string[]): Promise<number> {
  const pairs = courseIds.slice(0, DEMO_COURSE_DETAILS.length);
  for (const [index, courseId] of pairs.entries()) {
    await createCourseDetail(courseId, DEMO_COURSE_DETAILS[index]);
  }
  return pairs.length;
}
