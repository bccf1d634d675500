import type { CollectionDefinition } from '@tutoring/shared';
import type { z } from 'zod';
import { AppError, type ErrorDetail } from '../errors';
import { setAside } from '../http/validated';

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
 * The server-owned fields a write's body may carry back as it read them: those the operation's
 * schema does not take itself (a field the schema takes is left to it, and unknown fields are
 * left for the strict schema to refuse).
 */
export function takenBackBy(definition: CollectionDefinition, schema: z.ZodObject): string[] {
  const accepted = schema.shape as Record<string, unknown>;
  return Object.keys(definition.serverOwned).filter((key) => !Object.hasOwn(accepted, key));
}

/**
 * What GET returns, PUT takes back: the server-owned fields a body carried back (set aside by
 * the route table, or by withoutServerOwned) checked against `held`, what the server holds for
 * the item (the stored document, and ids from the URL). A fixed field that contradicts it, or
 * any server-owned field on a create that has no value yet, is a 400 naming the field.
 */
export function checkTakenBack(
  definition: CollectionDefinition,
  takenBack: Record<string, unknown> | undefined,
  held: Record<string, unknown>,
): void {
  const details: ErrorDetail[] = [];
  for (const [key, sent] of Object.entries(takenBack ?? {})) {
    const message = problemWith(definition, key, sent, held);
    if (message) details.push({ path: key, message });
  }
  if (details.length > 0) throw new AppError('VALIDATION_ERROR', details[0]!.message, details);
}

/**
 * For input no route validated (seeds, the tests' fixtures, a read item written back): the
 * body without its server-owned fields, those checked against `held` as checkTakenBack does.
 */
export function withoutServerOwned(
  definition: CollectionDefinition,
  schema: z.ZodObject,
  body: unknown,
  held: Record<string, unknown>,
): unknown {
  const [kept, takenBack] = setAside(body, takenBackBy(definition, schema));
  checkTakenBack(definition, takenBack, held);
  return kept;
}
