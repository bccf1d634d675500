import { defineCollection } from '../common/collection';
import { teamMemberInputSchema, teamMemberSchema } from './team.schema';

export const teamMemberEndpoint = {
  path: '/team',
  listKey: 'members',
  itemKey: 'member',
} as const;

export const teamMemberCollection = defineCollection({
  slug: 'team-member',
  label: 'team member',
  endpoint: teamMemberEndpoint,
  input: teamMemberInputSchema,
  read: teamMemberSchema,
});
