import { demoAboutContent } from '../about-content/about-content.seed';
import { aboutContentStore } from '../about-content/about-content.store';
import { seedDemoHours } from '../bookings/availability.seed';
import { seedCourseDetails } from '../course-details/course-details.seed';
import { seedCoursesV1 } from '../courses-v1/courses-v1.seed';
import { seedCoursesV2 } from '../courses-v2/courses-v2.seed';
import { demoPortrait } from '../files/demo-pictures';
import { seedResources } from '../resources/resources.seed';
import { demoTeamMembers } from '../team/team.seed';
import { teamMemberStore } from '../team/team.store';
import { demoTestimonies } from '../testimonies/testimonies.seed';
import { testimonyStore } from '../testimonies/testimonies.store';

/**
 * Inserts the demo content through each collection's own store, so it passes the same
 * validation as anything staff create. The team comes first: courses name its members.
 */
export async function seedSteps(): Promise<Record<string, number>> {
  const members = await createEach(demoTeamMembers(), async (member, index) => {
    const avatarImage = await demoPortrait(index, 400);
    const profileImage = await demoPortrait(index, 800);
    return teamMemberStore.create({ ...member, avatarImage, profileImage });
  });
  const instructorIds = members.map((member) => member._id);
  const coursesV1 = await seedCoursesV1(instructorIds);
  return {
    teamMembers: members.length,
    tutorHours: await seedDemoHours(instructorIds),
    coursesV1: coursesV1.length,
    courseDetails: await seedCourseDetails(coursesV1.map((course) => course._id)),
    coursesV2: await seedCoursesV2(instructorIds),
    resources: (await seedResources()).length,
    testimonies: (await createEach(demoTestimonies(), (item) => testimonyStore.create(item)))
      .length,
    aboutContent: (await aboutContentStore.replace(demoAboutContent())) ? 1 : 0,
  };
}

/** Creates one after another so demo content keeps its order (lists sort by creation time). */
async function createEach<T, Created>(
  items: T[],
  create: (item: T, index: number) => Promise<Created>,
): Promise<Created[]> {
  const created: Created[] = [];
  for (const [index, item] of items.entries()) created.push(await create(item, index));
  return created;
}
