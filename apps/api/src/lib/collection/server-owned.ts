import type { CollectionDefinition } from '@tutoring/shared';
import type { z } from 'zod';
import { AppError, type ErrorDetail } from '../errors';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Equal as stored: texts that are both the same instant count as one value. */
function sameValue(sent: unknown, held: unknown): boolean {
  if (typeof sent === 'string' && typeof held === 'string') {
    const [a, b] = [Date.parse(sent), Date.parse(held)];
    if (sent === held) return true;
    return /^\d{4}-\d{2}-\d{2}T/.test(held) && !Number.isNaN(a) && a === b;
  }
  return JSON.stringify(sent) === JSON.stringify(held);
}

function problemWith(
  definition: CollectionDefinition,
  key: string,
  sent: unknown,
  held: Record<string, unknown>,
): string | undefined {
  const rule = definition.serverOwned[key];
  if (rule === 'computed') {
    const readField = (definition.read.shape as Record<string, z.ZodType>)[key];
    const fits = readField?.safeParse(sent).success ?? true;
    return fits
      ? undefined
      : `${key} is set by the server; send it as it was read or leave it out.`;
  }
  if (held[key] === undefined) return `${key} is set by the server; leave it out.`;
  return sameValue(sent, held[key])
    ? undefined
    : `${key} does not match this ${definition.label}; it is set by the server.`;
}

/**
 * What GET returns, PUT takes back: the body without the server-owned fields a client may
 * send back as it read them. `held` is what the server holds for the item (the stored
 * document, and ids from the URL). A fixed field that contradicts it, or any server-owned
 * field on a create that has no value yet, is a 400 naming the field; a field the operation's
 * schema takes is left alone, and unknown fields are left for the strict schema to refuse.
 */
export function withoutServerOwned(
  definition: CollectionDefinition,
  schema: z.ZodObject,
  body: unknown,
  held: Record<string, unknown>,
): unknown {
  if (!isPlainObject(body)) return body;
  const accepted = schema.shape as Record<string, unknown>;
  const kept: [string, unknown][] = [];
  const details: ErrorDetail[] = [];
  for (const [key, sent] of Object.entries(body)) {
    if (Object.hasOwn(accepted, key) || !Object.hasOwn(definition.serverOwned, key)) {
      kept.push([key, sent]);
      continue;
    }
    const message = problemWith(definition, key, sent, held);
    if (message) details.push({ path: key, message });
  }
  if (details.length > 0) throw new AppError('VALIDATION_ERROR', details[0]!.message, details);
  // fromEntries defines own keys: a "__proto__" key stays a key for the strict schema to refuse.
  return Object.fromEntries(kept);
}
