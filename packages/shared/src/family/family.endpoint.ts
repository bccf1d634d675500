/** A signed-in family's own page: its students, their classes, and its invoices. */
export const familyEndpoint = { path: '/family' } as const;
