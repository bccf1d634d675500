import { seedCoursesV1 } from '../courses-v1/courses-v1.seed';
import { seedCoursesV2 } from '../courses-v2/courses-v2.seed';
import { demoTeamMembers } from '../team/team.seed';
import { createTeamMember } from '../team/team.service';

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
  };
}
