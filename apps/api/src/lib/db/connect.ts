import mongoose from 'mongoose';

// Filters are built from parsed input only, and any `$`-key that slips in is neutralised.
mongoose.set('sanitizeFilter', true);
mongoose.set('strictQuery', true);
/**
 * How long a request waits for a reachable server before it is answered 503. Long enough for
 * a replica-set election (a few seconds), short enough that clients are not left hanging.
 */
export const SERVER_SELECTION_TIMEOUT_MS = 2500;
// While Mongoose knows the database is away it queues queries (10 s by default); the same
// short wait applies there. Buffering itself stays on: models create their collections and
// indexes through it before the first connection.
mongoose.set('bufferTimeoutMS', SERVER_SELECTION_TIMEOUT_MS);

/** Connects Mongoose; a URI without a database name gets `defaultDbName`. */
export async function connectDatabase(
  uri: string,
  defaultDbName: string,
): Promise<typeof mongoose> {
  const hasDbName = /^mongodb(\+srv)?:\/\/[^/]+\/[^/?]+/.test(uri);
  return mongoose.connect(uri, {
    ...(hasDbName ? {} : { dbName: defaultDbName }),
    serverSelectionTimeoutMS: SERVER_SELECTION_TIMEOUT_MS,
  });
}

export async function disconnectDatabase(): Promise<void> {
  await mongoose.disconnect();
}
