import { describeCounts, writeBackup } from '../modules/backups/backup-file';
import { runCommand, UsageError } from './run-command';

const USAGE = `Usage: npm run backup [-- --out DIR]
  writes tutoring-<time>.ejson.gz (.age when BACKUP_AGE_RECIPIENT is set) into DIR
  (default BACKUP_DIR, else DATA_DIR/backups) and prints its path`;

runCommand(USAGE, async (args, env, db) => {
  if (args.length !== 0 && (args.length !== 2 || args[0] !== '--out')) {
    throw new UsageError(`Unexpected arguments: ${args.join(' ')}`);
  }
  const { file, counts } = await writeBackup(db, {
    dir: args[1] ?? env.backup.dir,
    ageRecipient: env.backup.ageRecipient,
  });
  console.error(describeCounts(counts));
  console.log(file);
});
