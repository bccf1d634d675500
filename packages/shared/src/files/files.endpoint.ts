/** Admin uploads (multipart field `file`); the answer names what was stored. */
export const uploadsEndpoint = { path: '/uploads', itemKey: 'file' } as const;

/** Stored files, read by anyone at /files/:id. */
export const filesEndpoint = { path: '/files', itemKey: 'file' } as const;
