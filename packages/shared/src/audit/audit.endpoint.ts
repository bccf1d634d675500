/** The audit trail: pages of entries, newest first (admins only). */
export const auditEndpoint = { path: '/audit', listKey: 'entries', itemKey: 'entry' } as const;

/** Puts an item back as it was before the change an entry records (admins only). */
export const auditRestorePath = `${auditEndpoint.path}/:id/restore` as const;
