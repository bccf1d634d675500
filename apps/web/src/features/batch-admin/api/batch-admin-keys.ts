/**
 * The query keys of the staff side of classes. Batches sit under the batch slug (its audit
 * entity), so a batch write also reloads the sessions made from it.
 */
export const batchAdminKeys = {
  batches: { all: ['batch'] as const, list: () => ['batch', 'list'] as const },
  sessions: {
    all: ['batch', 'sessions'] as const,
    range: (from: string, to: string) => ['batch', 'sessions', from, to] as const,
  },
  attendance: {
    all: ['batch', 'attendance'] as const,
    of: (sessionId: string) => ['batch', 'attendance', sessionId] as const,
  },
  holidays: {
    all: ['holidays'] as const,
    suggestions: (country: string, year: number) => ['holidays', 'suggestions', country, year],
  },
};
