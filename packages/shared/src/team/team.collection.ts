import { defineCollection } from '../common/collection';
import { teamMemberFacts } from './team.facts';
import { teamMemberInputSchema, teamMemberSchema } from './team.schema';

export const teamMemberCollection = defineCollection({
  ...teamMemberFacts,
  input: teamMemberInputSchema,
  read: teamMemberSchema,
});
