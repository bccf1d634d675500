/** Kept by the server on every write; a change there says nothing about what the admin did. */
const BOOKKEEPING = new Set(['_id', '__v', 'createdAt', 'updatedAt']);

/**
 * A comparable form of a stored value: ids and dates as text, object keys sorted (a replaced
 * sub-document may come back with its keys in another order), and missing the same as null.
 */
export function canonical(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.map(canonical);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    const maybeId = value as { toHexString?: () => string };
    if (typeof maybeId.toHexString === 'function') return maybeId.toHexString();
    const record = value as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(record)
        .sort()
        .map((key) => [key, canonical(record[key])])
        .filter(([, inner]) => inner !== null),
    );
  }
  return value;
}

/**
 * The top-level fields whose stored values differ between two versions of a document,
 * sorted. Every field is compared, not only those the request named: a full replace (PUT)
 * also changes the fields it left out.
 */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys]
    .filter((key) => !BOOKKEEPING.has(key))
    .filter(
      (key) => JSON.stringify(canonical(before[key])) !== JSON.stringify(canonical(after[key])),
    )
    .sort();
}

/** The fields a request body set (a create records these). */
export function fieldsSet(body: unknown): string[] {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return [];
  return Object.keys(body).sort();
}
