export const courseV2Endpoint = {
  path: '/coursesv2',
  listKey: 'courses',
  itemKey: 'course',
} as const;

/** The featured courses' order on the home page (admins). */
export const courseV2OrderPath = '/coursesv2/order';
