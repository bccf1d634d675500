import { describeCounts, writeBackup } from '../modules/backups/backup-file';
import { recordBackupFailure, recordBackupSuccess } from '../modules/backups/backup-status';
import { runCommand, UsageError } from './run-command';

const USAGE = `Usage: npm run backup [-- --out DIR]
  writes tutoring-<time>.ejson.gz (.age when BACKUP_AGE_RECIPIENT is set) into DIR
  (default BACKUP_DIR, else DATA_DIR/backups) and prints its path`;

runCommand(USAGE, async (args, env, db) => {
  if (args.length !== 0 && (args.length !== 2 || args[0] !== '--out')) {
    throw new UsageError(`Unexpected arguments: ${args.join(' ')}`);
  }
  const written = await writeBackup(db, {
    dir: args[1] ?? env.backup.dir,
    ageRecipient: env.backup.ageRecipient,
  }).catch(async (error: unknown) => {
    // Recorded where /api/ready, the metrics and the dashboard look, so a failure is not silent.
    await recordBackupFailure(db, error instanceof Error ? error.message : String(error));
    throw error;
  });
  await recordBackupSuccess(db);
  const { file, counts } = written;
  console.error(describeCounts(counts));
  console.log(file);
});
