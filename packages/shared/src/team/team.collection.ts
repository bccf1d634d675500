import { defineCollection } from '../common/collection';
import { teamMemberEndpoint } from './team.endpoint';
import { teamMemberInputSchema, teamMemberSchema } from './team.schema';

export const teamMemberCollection = defineCollection({
  slug: 'team-member',
  label: 'team member',
  endpoint: teamMemberEndpoint,
  input: teamMemberInputSchema,
  read: teamMemberSchema,
});
