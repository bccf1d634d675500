import { isValidObjectId } from 'mongoose';
import type { z } from 'zod';
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

/** Parses untrusted input with a shared schema; failures become a 400 with details. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw invalid(result.error);
}

/** parseInput for schemas with asynchronous checks (a new password's guessability). */
export async function parseInputAsync<T extends z.ZodType>(
  schema: T,
  input: unknown,
): Promise<z.output<T>> {
  const result = await schema.safeParseAsync(input ?? {});
  if (result.success) return result.data;
  throw invalid(result.error);
}

/** Ids that are not ObjectIds cannot name anything, so they are 404 rather than 400. */
export function parseId(value: unknown, what = 'Resource'): string {
  if (typeof value !== 'string' || !/^[a-f0-9]{24}$/i.test(value) || !isValidObjectId(value)) {
    throw notFound(what);
  }
  return value;
}
