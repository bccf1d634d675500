/**
 * Classes: batches of a v2 course, their sessions (one batch's, and the staff calendar's
 * across batches) and the institute's holidays the sessions skip.
 */
export const batchesEndpoints = {
  batches: { path: '/batches', listKey: 'batches', itemKey: 'batch' },
  sessions: { path: '/batches/:id/sessions', listKey: 'sessions' },
  calendar: { path: '/batch-sessions', listKey: 'sessions' },
  holidays: { path: '/holidays', listKey: 'holidays' },
  holidaySuggestions: { path: '/holidays/suggestions', listKey: 'holidays' },
} as const;
