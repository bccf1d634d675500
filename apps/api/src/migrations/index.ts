import mongoose from 'mongoose';
import type { Logger } from '../lib/logger';
import { accountsActive } from './2026-11-27-accounts-active';
import { courseSlugs } from './2026-11-27-course-slugs';
import { runMigrations, type Migration } from './migration-runner';

export { runMigrations, type Migration } from './migration-runner';

/**
 * Every migration of this release and the ones before, run at start (server.ts) in id
 * order. Add one per change to stored documents, with its test from the previous release's
 * fixture (docs/OPERATIONS.md, "Migrations").
 */
export const MIGRATIONS: readonly Migration[] = [accountsActive, courseSlugs];

/** Migrates the connected database before anything reads it (server.ts, restores). */
export async function migrateDatabase(log: Logger): Promise<string[]> {
  const db = mongoose.connection.db;
  if (!db) throw new Error('migrateDatabase needs an open connection');
  return runMigrations(db, MIGRATIONS, log);
}
