/** One set of details per v1 course, addressed by its course. */
export const courseDetailEndpoint = {
  path: '/courses/:courseId/details',
  itemKey: 'courseDetail',
} as const;
