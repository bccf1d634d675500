import { defineCollectionFacts } from '../common/collection-facts';
import { teamMemberEndpoint } from './team.endpoint';

export const teamMemberFacts = defineCollectionFacts({
  slug: 'team-member',
  label: 'team member',
  labels: {
    singular: 'team member',
    plural: 'team members',
    fields: { name: 'Name', role: 'Role', createdAt: 'Date added' },
    screen: { heading: 'Our Team', pagesLabel: 'Team pages', counted: ['member', 'members'] },
  },
  endpoint: teamMemberEndpoint,
  admin: {
    columns: ['name', 'role', 'createdAt'],
    searchFields: ['name', 'role', 'specialties'],
    searchHint: 'Name, role or specialty',
    sorts: { name: 'text', role: 'text', createdAt: 'date' },
    defaultSort: 'createdAt',
  },
});
