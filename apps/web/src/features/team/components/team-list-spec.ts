import { teamMemberFacts, type TeamMember } from '@tutoring/shared';
import { adminListOf } from '../../../lib/admin-list';
import type { InMemoryListSpec } from '../../../lib/use-in-memory-list';

/** Our Team (admin): searched by name, role or specialty; sorted by name, role or date. */
export const TEAM_LIST: InMemoryListSpec<TeamMember> = {
  texts: {
    searchLabel: 'Search team members',
    searchHint: 'Name, role or specialty',
    noMatch: 'No team members match this search.',
    pagesLabel: 'Team pages',
    noun: ['member', 'members'],
  },
  ...adminListOf<TeamMember>(teamMemberFacts),
};
