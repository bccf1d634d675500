/**
 * The API's endpoints that are not collections, in the shape of the shared CollectionEndpoint
 * (@tutoring/shared defines the collections' own: courseV2Endpoint, teamMemberEndpoint…).
 * They belong beside their schemas in the shared package too; until it has them, here is the
 * one place the web spells them.
 */
export const auditEndpoint = { path: '/audit', listKey: 'entries', itemKey: 'entry' } as const;

/** The admin dashboard's live counts. */
export const statsEndpoint = { path: '/stats', itemKey: 'stats' } as const;

/** Admin uploads (multipart field `file`); answers what was stored. */
export const uploadsEndpoint = { path: '/uploads', itemKey: 'file' } as const;

export const authEndpoints = {
  login: { path: '/auth/login', itemKey: 'user' },
  register: { path: '/auth/register', itemKey: 'user' },
  /** Whose token this is: checks a stored session at start-up. */
  me: { path: '/auth/me', itemKey: 'user' },
} as const;
