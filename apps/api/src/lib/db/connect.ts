import mongoose from 'mongoose';

// Filters are built from parsed input only, and any `$`-key that slips in is neutralised.
mongoose.set('sanitizeFilter', true);
mongoose.set('strictQuery', true);

/** Connects Mongoose; a URI without a database name gets `defaultDbName`. */
export async function connectDatabase(
  uri: string,
  defaultDbName: string,
): Promise<typeof mongoose> {
  const hasDbName = /^mongodb(\+srv)?:\/\/[^/]+\/[^/?]+/.test(uri);
  return mongoose.connect(uri, {
    ...(hasDbName ? {} : { dbName: defaultDbName }),
    // Fail fast when the database is away instead of queueing requests for minutes.
    serverSelectionTimeoutMS: 5000,
  });
}

export async function disconnectDatabase(): Promise<void> {
  await mongoose.disconnect();
}
