import type mongoose from 'mongoose';
import { MIGRATIONS } from '../migrations';
import { refuseNewerDatabase } from '../migrations/migration-runner';
import {
  lockText,
  readMigrationStatus,
  type MigrationStatus,
} from '../migrations/migration-status';
import { runCommand, UsageError } from './run-command';

const USAGE = `Usage: npm run migrate -- <command>
  status    list this release's migrations, applied (when) or pending, and the lock
  dry-run   show what a start of this release would migrate, writing nothing
Both exit 1 when a newer release migrated the database (this release refuses to start on it).`;

function printStatus(status: MigrationStatus, now: Date) {
  const { applied, pending, unknown } = status;
  console.log(`Migrations of this release: ${applied.length} applied, ${pending.length} pending.`);
  for (const record of applied)
    console.log(`applied\t${record._id}\t${record.appliedAt.toISOString()}\t${record.description}`);
  for (const migration of pending)
    console.log(`pending\t${migration.id}\t-\t${migration.description}`);
  for (const id of unknown) console.log(`unknown\t${id}\t-\tapplied by a newer release`);
  console.log(lockText(status, now));
}

/** Each pending migration's own preview of what it would change; nothing is written. */
async function printDryRun(status: MigrationStatus, db: mongoose.mongo.Db, now: Date) {
  const { pending } = status;
  if (pending.length === 0) console.log('Nothing to migrate: the database is up to date.');
  else console.log(`A start of this release would run ${pending.length}, in this order:`);
  for (const migration of pending) {
    const preview = migration.preview ? await migration.preview(db) : 'no preview';
    console.log(`${migration.id}\t${migration.description}\t${preview}`);
  }
  console.log(lockText(status, now));
  console.log('Nothing was written.');
}

runCommand(USAGE, async (args, _env, db) => {
  if (args.length !== 1) throw new UsageError(args[0] ? 'One command only.' : 'No command given.');
  const status = await readMigrationStatus(db, MIGRATIONS);
  const now = new Date();
  switch (args[0]) {
    case 'status':
      printStatus(status, now);
      break;
    case 'dry-run':
      await printDryRun(status, db, now);
      break;
    default:
      throw new UsageError(`Unknown command: ${args[0]}`);
  }
  // Last, after the listing: the operator sees what is recorded, then why it is refused.
  refuseNewerDatabase(status.unknown);
});
