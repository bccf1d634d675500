import mongoose from 'mongoose';
import { expect } from 'vitest';
import { expectEnvelope } from '../http';

/** Document counts of every collection: what "nothing was written" is checked against. */
export async function collectionCounts(): Promise<Record<string, number>> {
  const db = mongoose.connection.db!;
  const names = (await db.listCollections().toArray()).map((c) => c.name).sort();
  const counts = await Promise.all(names.map((name) => db.collection(name).countDocuments()));
  return Object.fromEntries(names.map((name, i) => [name, counts[i]!]));
}

/** A hostile request must get a 4xx with the envelope: never a 5xx, never a success. */
export function expectRefused(res: { status: number; body: unknown }, code?: string): void {
  expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(400);
  expect(res.status).toBeLessThan(500);
  const body = res.body as { message?: unknown; code?: unknown };
  if (code) expectEnvelope(body, code);
  else expect(typeof body.message === 'string' && typeof body.code === 'string').toBe(true);
}
