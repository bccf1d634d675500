/** The audit trail: pages of entries, newest first (admins only). */
export const auditEndpoint = { path: '/audit', listKey: 'entries', itemKey: 'entry' } as const;
