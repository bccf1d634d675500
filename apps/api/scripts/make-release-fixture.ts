// Writes test/fixtures/releases/<date>.ejson: a database as this release seeds and stores it,
// the "previous release" the next release's migration tests start from (docs/OPERATIONS.md,
// "Migrations"). Run once per release, on the release's commit, and commit the file:
//   cd apps/api && node --import tsx scripts/make-release-fixture.ts 2026-11-27
import { writeFileSync } from 'node:fs';
import mongoose from 'mongoose';
import { connectDatabase, disconnectDatabase } from '../src/lib/db/connect';
import { dumpDatabase } from '../src/lib/db/database-dump';
import { startDatabase } from '../src/lib/db/launcher';
import { createLogger } from '../src/lib/logger';
import { migrateDatabase } from '../src/migrations';
import { seedDemoContent } from '../src/modules/seed/seed-demo';
import { seedSiteSettings } from '../src/modules/site-settings/site-settings.seed';
import { bootstrapAdmin } from '../src/modules/users/bootstrap-admin';
import { FIXTURE_ADMIN } from '../test/fixtures/releases/fixture-admin';

const release = process.argv[2];
if (!release) throw new Error('Give the release, such as 2026-11-27.');
const log = createLogger('warn');
const database = await startDatabase({ log: (message) => console.error(message) });
try {
  await connectDatabase(database.uri, 'tutoring');
  await migrateDatabase(log);
  await bootstrapAdmin(FIXTURE_ADMIN.email, FIXTURE_ADMIN.password, log);
  await seedSiteSettings({}, true, log);
  await seedDemoContent(log);
  const lines: string[] = [];
  const db = mongoose.connection.db;
  if (!db) throw new Error('no database connection');
  const counts = await dumpDatabase(db, (line) => void lines.push(line));
  const file = new URL(`../test/fixtures/releases/${release}.ejson`, import.meta.url);
  writeFileSync(file, `${lines.join('\n')}\n`);
  console.log(`wrote ${file.pathname}:`, counts);
} finally {
  await disconnectDatabase();
  await database.stop();
}
