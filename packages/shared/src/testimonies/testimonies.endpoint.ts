export const testimonyEndpoint = {
  path: '/testimonies',
  listKey: 'testimonies',
  itemKey: 'testimony',
} as const;
