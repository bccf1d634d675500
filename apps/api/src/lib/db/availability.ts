import mongoose from 'mongoose';

const UNAVAILABLE_ERRORS = new Set([
  'MongoServerSelectionError',
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoNotConnectedError',
  'MongoTopologyClosedError',
  'MongooseServerSelectionError',
]);

// The driver's network errors (pool cleared, server closed, ...) all extend MongoNetworkError.
const UNAVAILABLE_CLASSES = [
  mongoose.mongo.MongoNetworkError,
  mongoose.mongo.MongoServerSelectionError,
  mongoose.mongo.MongoNotConnectedError,
  mongoose.mongo.MongoTopologyClosedError,
];

// A socket the database closed mid-request can surface as Node's own error, not the
// driver's: "This socket has been ended by the other party" (EPIPE), seen by the outage test.
const SOCKET_ERROR_CODES = new Set(['EPIPE', 'ECONNRESET', 'ECONNREFUSED']);

/** True for errors that mean "the database is away", which the API answers with 503. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (UNAVAILABLE_ERRORS.has(error.name)) return true;
  if (UNAVAILABLE_CLASSES.some((kind) => error instanceof kind)) return true;
  const { code } = error as { code?: unknown };
  if (typeof code === 'string' && SOCKET_ERROR_CODES.has(code)) return true;
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
