import type { TeamMember } from '@tutoring/shared';
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
  fields: [
    { key: 'name', label: 'Name', kind: 'text', value: (member) => member.name },
    { key: 'role', label: 'Role', kind: 'text', value: (member) => member.role },
    { key: 'createdAt', label: 'Date added', kind: 'date', value: (member) => member.createdAt },
  ],
  defaultSort: 'createdAt',
  searchText: (member) => [member.name, member.role, ...member.specialties].join(' '),
};
