import mongoose from 'mongoose';
import { loadEnv, type Env } from '../config/env';
import { openCliDatabase } from './cli-database';

/** Wrong arguments: the command prints its usage and exits with 2. */
export class UsageError extends Error {}

export interface CommandSteps {
  /** Checks and questions before anything connects (a restore asks before wiping). */
  beforeConnecting?: (args: string[], env: Env) => Promise<void>;
}

const HELP = new Set(['--help', '-h', 'help']);

/**
 * Runs a shell command against the site's database: reads the configuration as the server
 * does, connects, runs, disconnects. `--help` prints the usage without either, so it works
 * on a machine with no database. Failures print one readable line and exit non-zero, so
 * scripts and schedules can tell.
 */
export function runCommand(
  usage: string,
  task: (args: string[], env: Env, db: mongoose.mongo.Db) => Promise<void>,
  steps: CommandSteps = {},
): void {
  const args = process.argv.slice(2);
  if (args.some((arg) => HELP.has(arg))) {
    console.log(usage);
    process.exit(0);
  }
  const main = async () => {
    const env = loadEnv();
    await steps.beforeConnecting?.(args, env);
    const database = await openCliDatabase(env);
    try {
      const db = mongoose.connection.db;
      if (!db) throw new Error('No database connection.');
      await task(args, env, db);
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
