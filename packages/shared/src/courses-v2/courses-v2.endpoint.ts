export const courseV2Endpoint = {
  path: '/coursesv2',
  listKey: 'courses',
  itemKey: 'course',
} as const;
