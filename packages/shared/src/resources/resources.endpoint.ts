export const resourceEndpoint = {
  path: '/resources',
  listKey: 'resources',
  itemKey: 'resource',
} as const;
