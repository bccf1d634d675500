/** The admin dashboard's live counts. */
export const statsEndpoint = { path: '/stats', itemKey: 'stats' } as const;
