import { blockText } from './server-page';

/**
 * INLINE_PAGE_READS_ID of the shared package, written out: imported from there, the lazy pages
 * that seed their queries would share the settings module with the entry, and the bundler would
 * split both into a chunk of their own that every page loads first, against the budget of
 * docs/decisions/0041-public-first-javascript-kept-small.md. The test reads the shared name,
 * so the two cannot drift apart unnoticed.
 */
export const PAGE_READS_ID = 'inline-page-reads';

const pageLoadedAt = Date.now();
let reads: { text: string; parsed: Record<string, unknown> } | undefined;

/** The API answers the server built this page from (its path URL's JSON block); {} without. */
function readsInPage(): Record<string, unknown> {
  const text = blockText(PAGE_READS_ID);
  if (reads?.text === text) return reads.parsed;
  let parsed: Record<string, unknown> = {};
  try {
    parsed = JSON.parse(text || '{}') as Record<string, unknown>;
  } catch {
    // a page without answers: every query asks for its own
  }
  reads = { text, parsed };
  return parsed;
}

/**
 * A query's start from what the page already holds: the answer to `GET /api<path>` the server
 * wrote into it, picked as the query keeps it, dated when the page loaded (fresh for the
 * queries' stale time, so it is not asked for again). Nothing when the page holds no such
 * answer: the query fetches as usual. The server writes a 404 as null: a query that knows
 * what "none" means to it (a course without details) gives `none`; the others ask as usual.
 */
export function seededFrom<Answer, Data>(
  path: string,
  pick: (answer: Answer) => Data,
  ifNone?: { none: Data },
) {
  return {
    initialData: (): Data | undefined => {
      const answer = readsInPage()[path] as Answer | null | undefined;
      if (answer === null) return ifNone?.none;
      return answer === undefined ? undefined : pick(answer);
    },
    initialDataUpdatedAt: pageLoadedAt,
  };
}
