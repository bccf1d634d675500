import mongoose from 'mongoose';
import type { Env } from '../config/env';
import { connectDatabase, disconnectDatabase } from '../lib/db/connect';
import { startDatabase } from '../lib/db/launcher';
import { runningDatabaseUri } from '../lib/db/running-database';

export const DATABASE_NAME = 'tutoring';

/**
 * Connects a shell command to the site's database: MONGODB_URI when set; otherwise the
 * embedded database the running server announced in DATA_DIR; otherwise (no server running)
 * the embedded database started on DATA_DIR for the command alone.
 */
export async function openCliDatabase(env: Env): Promise<{ close(): Promise<void> }> {
  const announced = env.mongodbUri ? undefined : runningDatabaseUri(env.dataDir);
  if (announced) {
    try {
      await connectDatabase(announced, DATABASE_NAME);
      await mongoose.connection.db?.admin().ping();
      return { close: disconnectDatabase };
    } catch {
      // A server that stopped without removing its note: start the database ourselves.
      await disconnectDatabase().catch(() => undefined);
    }
  }
  const database = await startDatabase({
    mongodbUri: env.mongodbUri,
    dataDir: env.dataDir,
    log: (message) => console.error(message),
  });
  await connectDatabase(database.uri, DATABASE_NAME);
  return {
    close: async () => {
      await disconnectDatabase();
      await database.stop();
    },
  };
}
