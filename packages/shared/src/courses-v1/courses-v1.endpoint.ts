export const courseV1Endpoint = {
  path: '/courses',
  listKey: 'courses',
  itemKey: 'course',
} as const;
