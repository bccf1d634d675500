import { demoAboutContent } from '../about-content/about-content.seed';
import { saveAboutContent } from '../about-content/about-content.service';
import { seedCoursesV1 } from '../courses-v1/courses-v1.seed';
import { seedCoursesV2 } from '../courses-v2/courses-v2.seed';
import { demoResources } from '../resources/resources.seed';
import { createResource } from '../resources/resources.service';
import { demoTeamMembers } from '../team/team.seed';
import { createTeamMember } from '../team/team.service';
import { demoTestimonies } from '../testimonies/testimonies.seed';
import { createTestimony } from '../testimonies/testimonies.service';

/**
 * Inserts the demo content through each module's own service, so it passes the same
 * validation as anything staff create. The team comes first: courses name its members.
 */
export async function seedSteps(): Promise<Record<string, number>> {
  const members = [];
  for (const member of demoTeamMembers()) members.push(await createTeamMember(member));
  const instructorIds = members.map((member) => member._id);
  return {
    teamMembers: members.length,
    coursesV1: await seedCoursesV1(instructorIds),
    coursesV2: await seedCoursesV2(instructorIds),
    resources: await createEach(demoResources(), createResource),
    testimonies: await createEach(demoTestimonies(), createTestimony),
    aboutContent: (await saveAboutContent(demoAboutContent())) ? 1 : 0,
  };
}

/** Creates one after another so demo content keeps its order (lists sort by creation time). */
async function createEach<T>(items: T[], create: (item: T) => Promise<unknown>): Promise<number> {
  for (const item of items) await create(item);
  return items.length;
}
