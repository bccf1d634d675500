import { describeCounts, writeBackup } from '../modules/backups/backup-file';
import { recordBackupFailure, recordBackupSuccess } from '../modules/backups/backup-status';
import { copyBackup, pruneBackups } from '../modules/backups/rotation';
import { runCommand, UsageError } from './run-command';

const USAGE = `Usage: npm run backup [-- --out DIR]
  writes tutoring-<time>.ejson.gz (.age when BACKUP_AGE_RECIPIENT is set) into DIR
  (default BACKUP_DIR, else DATA_DIR/backups), copies it into BACKUP_COPY_DIR when set, keeps
  the newest of BACKUP_KEEP_DAILY days and BACKUP_KEEP_WEEKLY weeks in each, and prints its path`;

runCommand(USAGE, async (args, env, db) => {
  if (args.length !== 0 && (args.length !== 2 || args[0] !== '--out')) {
    throw new UsageError(`Unexpected arguments: ${args.join(' ')}`);
  }
  const dir = args[1] ?? env.backup.dir;
  // Recorded where /api/ready, the metrics and the dashboard look, so a failure is not silent.
  const failed = async (error: unknown): Promise<never> => {
    await recordBackupFailure(db, error instanceof Error ? error.message : String(error));
    throw error;
  };
  const { file, counts } = await writeBackup(db, {
    dir,
    ageRecipient: env.backup.ageRecipient,
  }).catch(failed);
  console.error(describeCounts(counts));
  // Older copies go only once the new one is whole, here and then in the off-host folder; a
  // failed copy exits non-zero (run-command.ts) with the local backup kept.
  const dropped = pruneBackups(dir, env.backup.keep);
  if (env.backup.copyDir) {
    const copied = await Promise.resolve()
      .then(() => copyBackup(file, env.backup.copyDir!))
      .catch(failed);
    console.error(`Copied to ${copied}.`);
    dropped.push(...pruneBackups(env.backup.copyDir, env.backup.keep));
  }
  await recordBackupSuccess(db);
  if (dropped.length > 0) console.error(`Removed ${dropped.length} older backups.`);
  console.log(file);
});
