/** `/api/files/<id>`, as uploads answer it, perhaps with a query or fragment after it. */
const SITE_FILE_LINK = /^\/api\/files\/([a-f0-9]{24})(?:[?#]|$)/i;

/** The id of the stored file a link names (`/api/files/<id>`), or undefined for any other. */
export const fileIdOf = (link: string) => SITE_FILE_LINK.exec(link.trim())?.[1]?.toLowerCase();

/** A stored file's path anywhere in a text: an absolute link to it, a mention in a list. */
const FILE_MENTION = /\/api\/files\/([a-f0-9]{24})(?![0-9a-f])/gi;

const isId = (value: object) =>
  typeof (value as { toHexString?: unknown }).toHexString === 'function';

/** Every text in `values`, at any depth (lists, sub-documents); ids and dates are no texts. */
function* textsIn(values: readonly unknown[]): Generator<string> {
  for (const value of values) {
    if (typeof value === 'string') yield value;
    else if (Array.isArray(value)) yield* textsIn(value);
    else if (value && typeof value === 'object' && !(value instanceof Date) && !isId(value)) {
      yield* textsIn(Object.values(value));
    }
  }
}

/**
 * The stored files that texts of `values` are links to (a field whose value is
 * `/api/files/<id>`): what an item links, lets go of, or needs back when it is restored.
 */
export function linkedFileIds(...values: unknown[]): Set<string> {
  const ids = [...textsIn(values)].map(fileIdOf).filter((id) => id !== undefined);
  return new Set(ids);
}

/**
 * The stored files that texts of `values` mention anywhere, absolute links on another host
 * and mentions inside a longer text included: whether a file is still in use. Any mention
 * counts, since keeping a file is better than breaking a page.
 */
export function mentionedFileIds(...values: unknown[]): Set<string> {
  const ids = new Set<string>();
  for (const text of textsIn(values)) {
    for (const match of text.matchAll(FILE_MENTION)) ids.add(match[1]!.toLowerCase());
  }
  return ids;
}
