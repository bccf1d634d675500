import { readFileSync } from 'node:fs';
import { describeCounts, restoreBackup } from '../modules/backups/backup-file';
import { pauseOutbox } from '../modules/outbox/outbox-pause';
import { runCommand, UsageError } from './run-command';

const USAGE = `Usage: npm run restore -- FILE
  replaces the whole database with the backup FILE (BACKUP_AGE_IDENTITY_FILE decrypts a .age)`;

runCommand(USAGE, async (args, env, db) => {
  const [file] = args;
  if (!file || args.length !== 1) throw new UsageError('restore takes one backup file.');
  const identityFile = env.backup.ageIdentityFile;
  // The identity file may carry comments (age-keygen writes two): the key is its one key line.
  const identity = identityFile
    ? readFileSync(identityFile, 'utf8')
        .split('\n')
        .find((line) => line.startsWith('AGE-SECRET-KEY-'))
    : undefined;
  const counts = await restoreBackup(db, file, identity);
  // The restored outbox may hold mail the old site already sent: nothing leaves until an
  // admin has looked and resumes (Admin → Outbox, or POST /api/outbox/resume).
  await pauseOutbox(db, `restored from ${file}`);
  console.log(`Restored ${describeCounts(counts)}`);
  console.log('Outgoing mail is paused until an admin resumes it (Admin → Outbox).');
});
