import type { Schema } from 'mongoose';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

function isObjectId(value: object): value is { toHexString(): string } {
  return typeof (value as { toHexString?: unknown }).toHexString === 'function';
}

/**
 * A stored document as the API answers it: ids as hex text, dates as ISO text, no version
 * key. One shape for every entity, so a field added to the shared schema is read back with no
 * mapper to edit. Takes lean records and `toObject()` results alike.
 */
export function toJson<T>(stored: unknown): T {
  return convert(stored) as T;
}

function convert(value: unknown): Json {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.map(convert);
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== 'object') return value as Json;
  if (isObjectId(value)) return value.toHexString();
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([key]) => key !== '__v')
    .map(([key, inner]) => [key, convert(inner)]);
  return Object.fromEntries(entries) as Json;
}

/** The same shape for documents serialised by Mongoose itself (res.json(document)). */
export function toJsonPlugin(schema: Schema): void {
  schema.set('toJSON', { transform: (_document, stored) => toJson(stored) });
}
