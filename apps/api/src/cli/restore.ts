import { accessSync, constants, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline/promises';
import { signInCollections } from '../modules/auth/sign-in-records';
import { describeCounts, restoreBackup } from '../modules/backups/backup-file';
import { OUTBOX_PAUSE_RECORD, pauseOutbox } from '../modules/outbox/outbox-pause';
import { pendingChallengeCollection } from '../modules/two-factor/pending-challenges';
import { runCommand, UsageError } from './run-command';

const USAGE = `Usage: npm run restore -- FILE [--yes]
  replaces the whole database with the backup FILE (BACKUP_AGE_IDENTITY_FILE decrypts a .age).
  It asks first; --yes answers for it (without a terminal, --yes is required). Outgoing mail
  is paused before anything is wiped, and everyone signs in again afterwards.`;

function parse(args: string[]): { file: string; yes: boolean } {
  const yes = args.includes('--yes');
  const files = args.filter((arg) => arg !== '--yes');
  const [file] = files;
  if (!file || files.length !== 1 || file.startsWith('-')) {
    throw new UsageError('restore takes one backup file.');
  }
  return { file, yes };
}

/** Asked on the terminal before anything connects: a restore cannot be undone. */
async function confirm(args: string[]): Promise<void> {
  const { file, yes } = parse(args);
  accessSync(file, constants.R_OK);
  if (yes) return;
  if (!process.stdin.isTTY) {
    throw new UsageError(
      'restore replaces the whole database and there is no terminal to ask on: add --yes to go ahead.',
    );
  }
  const terminal = createInterface({ input: process.stdin, output: process.stderr });
  const answer = await terminal.question(
    `This replaces everything in the site's database with ${file}. Type yes to go on: `,
  );
  terminal.close();
  if (answer.trim().toLowerCase() !== 'yes') throw new Error('Nothing was changed.');
}

runCommand(
  USAGE,
  async (args, env, db) => {
    const { file } = parse(args);
    const identityFile = env.backup.ageIdentityFile;
    // The identity file may carry comments (age-keygen writes two): the key is its one key line.
    const identity = identityFile
      ? readFileSync(identityFile, 'utf8')
          .split('\n')
          .find((line) => line.startsWith('AGE-SECRET-KEY-'))
      : undefined;
    const counts = await restoreBackup(db, file, identity, {
      // Paused in the database before the wipe, so no instance sends from a half-restored
      // outbox; the pause survives the load, and the restored outbox may hold mail the old
      // site already sent: nothing leaves until an admin has looked and resumes.
      beforeLoad: () => pauseOutbox(db, `restored from ${file}`),
      keep: [OUTBOX_PAUSE_RECORD],
      // Sessions, password links and half-done sign-ins are not restored: one ended after
      // the backup (a sign-out, a revoked device, a used link) must not come back to life.
      skip: [...signInCollections(), pendingChallengeCollection()],
    });
    console.log(`Restored ${describeCounts(counts)}`);
    console.log('Outgoing mail is paused until an admin resumes it (Admin → Outbox).');
    console.log('Every session and password link was ended: everyone signs in again.');
  },
  { beforeConnecting: confirm },
);
