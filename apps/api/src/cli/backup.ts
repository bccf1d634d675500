import { describeCounts, writeBackup } from '../modules/backups/backup-file';
import { LABEL } from '../modules/backups/backup-name';
import { recordBackupFailure, recordBackupSuccess } from '../modules/backups/backup-status';
import { copyBackup, pruneBackups } from '../modules/backups/rotation';
import { runCommand, UsageError } from './run-command';

const USAGE = `Usage: npm run backup [-- --out DIR] [--label NAME]
  writes tutoring-<time>.ejson.gz (.age when BACKUP_AGE_RECIPIENT is set) into DIR
  (default BACKUP_DIR, else DATA_DIR/backups), copies it into BACKUP_COPY_DIR when set, keeps
  the newest of BACKUP_KEEP_DAILY days and BACKUP_KEEP_WEEKLY weeks in each, and prints its path.
  --label pre-upgrade names it tutoring-<time>-pre-upgrade.ejson.gz: rotation never removes a
  labelled backup (lower-case letters, digits and dashes); delete it yourself when done.`;

/** --out DIR and --label NAME, each at most once, in any order. */
function parse(args: string[]): { out?: string; label?: string } {
  const options: Record<string, string> = {};
  for (let index = 0; index < args.length; index += 2) {
    const [flag, value] = [args[index], args[index + 1]];
    if ((flag !== '--out' && flag !== '--label') || !value || flag.slice(2) in options) {
      throw new UsageError(`Unexpected arguments: ${args.join(' ')}`);
    }
    options[flag.slice(2)] = value;
  }
  if (options.label !== undefined && !LABEL.test(options.label)) {
    throw new UsageError(`A label is lower-case letters, digits and dashes: ${options.label}`);
  }
  return options;
}

runCommand(
  USAGE,
  async (args, env, db) => {
    const { out, label } = parse(args);
    const dir = out ?? env.backup.dir;
    // Recorded where /api/ready, the metrics and the dashboard look, so a failure is not silent.
    const failed = async (error: unknown): Promise<never> => {
      await recordBackupFailure(db, error instanceof Error ? error.message : String(error));
      throw error;
    };
    const { file, counts } = await writeBackup(db, {
      dir,
      ageRecipient: env.backup.ageRecipient,
      label,
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
  },
  // Wrong arguments are told before anything connects.
  { beforeConnecting: async (args) => void parse(args) },
);
