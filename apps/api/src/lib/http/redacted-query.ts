/**
 * Query parameters whose values the access log never writes: a person's address (the
 * privacy export names whose data it copies). The one list: a parameter that carries a
 * person's data or a credential is added here.
 */
export const REDACTED_QUERY_PARAMETERS: readonly string[] = ['email'];

const nameOf = (pair: string) => {
  const at = pair.indexOf('=');
  return at === -1 ? pair : pair.slice(0, at);
};

/**
 * Whether a query's `name=value` pair names a redacted parameter, however its name is encoded
 * and as an array too (`email[]=`, which the query parser reads as the same parameter).
 */
function isRedacted(pair: string): boolean {
  try {
    const name = decodeURIComponent(nameOf(pair).replaceAll('+', ' '));
    return REDACTED_QUERY_PARAMETERS.includes(name.replace(/\[.*$/, ''));
  } catch {
    // A name that is not valid percent-encoding names no parameter the API reads.
    return false;
  }
}

/** A request URL with the value of each redacted query parameter replaced by "[hidden]". */
export function withoutRedactedQuery(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const query = url.slice(start + 1);
  // The common query names none of them and encodes no name: it pays no split.
  const named = REDACTED_QUERY_PARAMETERS.some((name) => query.includes(name));
  if (!named && !query.includes('%')) return url;
  const pairs = query.split('&');
  if (!pairs.some(isRedacted)) return url;
  const shown = pairs.map((pair) => (isRedacted(pair) ? `${nameOf(pair)}=[hidden]` : pair));
  return `${url.slice(0, start + 1)}${shown.join('&')}`;
}
