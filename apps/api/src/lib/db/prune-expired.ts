import { trusted, type Model } from 'mongoose';

/**
 * Deletes a collection's documents whose `expiresAt` has passed. The short-lived records
 * (sessions, sign-in failures, password links) are pruned by the code that adds them rather
 * than by a TTL index, which the embedded FerretDB does not implement (docs/API.md section 3).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any model with an expiresAt
export async function pruneExpired(model: Model<any>, now = new Date()): Promise<void> {
  await model.deleteMany({ expiresAt: trusted({ $lte: now }) });
}
