import { queryOptions, useQuery } from '@tanstack/react-query';
import { teamMemberEndpoint } from '@tutoring/shared/plain';
import type { TeamMember } from '@tutoring/shared';
import { collectionClient, typedAs } from '../../../lib/collection-client';
import { seededFrom } from '../../../lib/page-reads';
import { queryKeys } from '../../../lib/query-keys';

// Read by the home page: typed, not parsed (see typedAs).
const team = collectionClient(teamMemberEndpoint, typedAs<TeamMember>());

/** The team, for the home page and for the instructor pickers of the admin course forms. */
export function teamMembersQuery() {
  return queryOptions({
    queryKey: queryKeys.team.all,
    queryFn: () => team.list({ auth: false }),
    // A path URL's page carries them (the server's render read them).
    ...seededFrom(teamMemberEndpoint.path, (answer: { members: TeamMember[] }) => answer.members),
  });
}

export function useTeamMembers() {
  return useQuery(teamMembersQuery());
}
