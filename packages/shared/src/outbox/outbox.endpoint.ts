/** The site's outgoing mail (admins only): the list, and 'Send again' at /:id/resend. */
export const outboxEndpoint = { path: '/outbox', listKey: 'messages', itemKey: 'message' } as const;
