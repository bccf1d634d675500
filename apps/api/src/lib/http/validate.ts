import { isValidObjectId } from 'mongoose';
import { z } from 'zod';
import { AppError, notFound } from '../errors';

/**
 * A refusal of input: a 400 naming each problem (docs/API.md section 5's details). The one
 * mapping from a validation error to the envelope: parsers here and the error handler (for a
 * zod error a handler lets escape) both use it.
 */
export function invalid(error: z.ZodError): AppError {
  const details = error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  return new AppError('VALIDATION_ERROR', details[0]?.message ?? 'Invalid input.', details);
}

/**
 * Parses untrusted input with a shared schema; failures become a 400 with details. Routes do
 * not call it: the route table validates what their doc declares (validated.ts). It is left
 * for the stores whose bodies may carry server-owned fields back (checked before the parse).
 */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw invalid(result.error);
}

const isObjectId = (value: unknown): value is string =>
  typeof value === 'string' && /^[a-f0-9]{24}$/i.test(value) && isValidObjectId(value);

/** Ids that are not ObjectIds cannot name anything, so they are 404 rather than 400. */
export function parseId(value: unknown, what = 'Resource'): string {
  if (!isObjectId(value)) throw notFound(what);
  return value;
}

/** Marks a refusal that means "nothing by that name" rather than bad input. */
const NOT_FOUND = { notFound: true };

/**
 * A path parameter that must be an ObjectId, for a route doc's `params`: the table answers
 * its refusal with 404 and this message, as parseId does.
 */
export const objectId = (what: string) =>
  z.string().refine(isObjectId, { message: notFound(what).message, params: NOT_FOUND });

/**
 * A refusal of path parameters: 404 when a parameter cannot name anything (objectId), before
 * any 400 for the rest of the request; otherwise a 400 like any input's (an unknown exam type).
 */
export function refusedParams(error: z.ZodError): AppError {
  const missing = error.issues.find(
    (issue) => issue.code === 'custom' && issue.params?.notFound === true,
  );
  return missing ? new AppError('NOT_FOUND', missing.message) : invalid(error);
}

/** The params of a route at '…/:id' whose id names one `what`. */
export const idParams = (what: string) => z.object({ id: objectId(what) });
