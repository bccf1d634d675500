import { isValidObjectId } from 'mongoose';
import type { z } from 'zod';
import { AppError, notFound } from '../errors';

/** Parses untrusted input with a shared schema; failures become a 400 with details. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const details = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  throw new AppError('VALIDATION_ERROR', details[0]?.message ?? 'Invalid input.', details);
}

/** Ids that are not ObjectIds cannot name anything, so they are 404 rather than 400. */
export function parseId(value: unknown, what = 'Resource'): string {
  if (typeof value !== 'string' || !/^[a-f0-9]{24}$/i.test(value) || !isValidObjectId(value)) {
    throw notFound(what);
  }
  return value;
}
