import mongoose from 'mongoose';

const UNAVAILABLE_ERRORS = new Set([
  'MongoServerSelectionError',
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoNotConnectedError',
  'MongoTopologyClosedError',
  'MongooseServerSelectionError',
]);

/** True for errors that mean "the database is away", which the API answers with 503. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (UNAVAILABLE_ERRORS.has(error.name)) return true;
  // Mongoose reports a buffered operation that timed out with a plain error.
  // With bufferCommands off, a query before the (re)connection says so in its message.
  return /buffering timed out|Client must be connected|connection .* closed|before initial connection is complete/i.test(
    error.message,
  );
}

/** True when the connection is open and the server answers a ping. */
export async function isDatabaseReady(): Promise<boolean> {
  const db = mongoose.connection.db;
  if (mongoose.connection.readyState !== 1 || !db) return false;
  try {
    await db.admin().ping({ maxTimeMS: 2000 });
    return true;
  } catch {
    return false;
  }
}
