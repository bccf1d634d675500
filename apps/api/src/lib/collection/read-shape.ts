import type { z } from 'zod';
import { toJson } from '../db/to-json';

/**
 * A stored document as the API answers it: the JSON shape of toJson, with exactly the fields
 * of the shared read schema, so storage bookkeeping (a singleton's fixed key, a field only
 * the server keeps) never leaks into an answer.
 */
export function toReadShape<T>(read: z.ZodObject, stored: unknown): T {
  const json = toJson<Record<string, unknown>>(stored);
  const keys = Object.keys(read.shape).filter((key) => Object.hasOwn(json, key));
  return Object.fromEntries(keys.map((key) => [key, json[key]])) as T;
}
