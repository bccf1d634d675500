import type { TestProject } from 'vitest/node';
import { startDatabase, type Database } from '../src/lib/db/launcher';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUri: string;
    databaseKind: string;
    /** The embedded database's files ('' for another kind). */
    databaseFilesDir: string;
  }
}

let database: Database | undefined;

export async function setup(project: TestProject): Promise<void> {
  database = await startDatabase({
    mongodbUri: process.env.MONGODB_URI,
    log: (message) => console.log(`[database] ${message}`),
  });
  project.provide('databaseUri', database.uri);
  project.provide('databaseKind', database.kind);
  project.provide('databaseFilesDir', database.filesDir ?? '');
}

export async function teardown(): Promise<void> {
  await database?.stop();
}
