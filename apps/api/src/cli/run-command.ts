import mongoose from 'mongoose';
import { loadEnv, type Env } from '../config/env';
import { openCliDatabase } from './cli-database';

/** Wrong arguments: the command prints its usage and exits with 2. */
export class UsageError extends Error {}

/**
 * Runs a shell command against the site's database: reads the configuration as the server
 * does, connects, runs, disconnects. Failures print one readable line and exit non-zero, so
 * scripts and schedules can tell.
 */
export function runCommand(
  usage: string,
  task: (args: string[], env: Env, db: mongoose.mongo.Db) => Promise<void>,
): void {
  const main = async () => {
    const env = loadEnv();
    const database = await openCliDatabase(env);
    try {
      const db = mongoose.connection.db;
      if (!db) throw new Error('No database connection.');
      await task(process.argv.slice(2), env, db);
    } finally {
      await database.close();
    }
  };
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      if (error instanceof UsageError) {
        console.error(`${error.message}\n\n${usage}`);
        process.exit(2);
      }
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    },
  );
}
