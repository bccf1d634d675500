export const teamMemberEndpoint = {
  path: '/team',
  listKey: 'members',
  itemKey: 'member',
} as const;
