import { execFile } from 'node:child_process';
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

/**
 * deploy/mongo/backup.sh, the compose stack's backup service, with stand-ins for mongodump
 * and mongorestore that record how they were called (the real tools run in the mongo image;
 * docs/DEPLOYMENT.md shows a restore with them).
 */
const SCRIPT = path.resolve(import.meta.dirname, '../../../../deploy/mongo/backup.sh');
const PASSWORD = "s3cret'with-a-quote";

let root: string;
let backups: string;
let calls: string;

/** A fake tool: writes its arguments and its config file to the calls log, and an archive. */
function fakeTool(name: string, exitCode = 0) {
  const tool = path.join(root, 'bin', name);
  writeFileSync(
    tool,
    [
      '#!/bin/sh',
      `echo "${name} $*" >> "${calls}"`,
      'for arg in "$@"; do case $arg in --config=*) cat "${arg#--config=}" >> "' +
        calls +
        '" ;; esac; done',
      'for arg in "$@"; do case $arg in --archive=*) [ "' +
        name +
        '" = mongodump ] && echo dump > "${arg#--archive=}" ;; esac; done',
      `exit ${exitCode}`,
      '',
    ].join('\n'),
  );
  chmodSync(tool, 0o755);
}

function run(args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number; output: string }>((resolve) => {
    execFile(
      'sh',
      [SCRIPT, ...args],
      {
        env: {
          PATH: `${path.join(root, 'bin')}:/usr/bin:/bin`,
          TMPDIR: root,
          MONGO_ROOT_USERNAME: 'root',
          MONGO_ROOT_PASSWORD: PASSWORD,
          BACKUP_DIR: backups,
          BACKUP_KEEP: '3',
          ...env,
        },
      },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
    );
  });
}

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'backup-test-'));
  backups = path.join(root, 'backups');
  calls = path.join(root, 'calls.log');
  mkdirSync(backups);
  mkdirSync(path.join(root, 'bin'));
  fakeTool('mongodump');
  fakeTool('mongorestore');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

const archives = () => readdirSync(backups).sort();

describe('deploy/mongo/backup.sh', () => {
  it('when it dumps, then the archive is named by its UTC time and the password is never on a command line', async () => {
    const result = await run(['once']);

    expect(result.code).toBe(0);
    expect(archives()).toEqual([expect.stringMatching(/^tutoring-\d{8}T\d{6}Z\.archive\.gz$/)]);
    const log = readFileSync(calls, 'utf8');
    expect(log).toMatch(/^mongodump .*--db=tutoring .*--gzip/m);
    expect(log).toContain("password: 's3cret''with-a-quote'");
    expect(log.split('\n').filter((line) => line.startsWith('mongodump'))[0]).not.toContain(
      's3cret',
    );
    // The config file lived in the temporary folder only while the tool ran.
    expect(readdirSync(root).filter((name) => name.startsWith('tmp.'))).toEqual([]);
  });

  it('when there are more archives than BACKUP_KEEP, then the oldest go', async () => {
    for (const stamp of ['20260101T020000Z', '20260102T020000Z', '20260103T020000Z']) {
      writeFileSync(path.join(backups, `tutoring-${stamp}.archive.gz`), 'old');
    }
    writeFileSync(path.join(backups, 'notes.txt'), 'not an archive');

    await run(['once']);

    expect(archives()).toEqual([
      'notes.txt',
      'tutoring-20260102T020000Z.archive.gz',
      'tutoring-20260103T020000Z.archive.gz',
      expect.stringMatching(/^tutoring-2\d{7}T\d{6}Z\.archive\.gz$/),
    ]);
  });

  it('when mongodump fails, then no partial archive is left and nothing is rotated away', async () => {
    fakeTool('mongodump', 1);
    writeFileSync(path.join(backups, 'tutoring-20260101T020000Z.archive.gz'), 'old');

    const result = await run(['once'], { BACKUP_KEEP: '1' });

    expect(result.code).not.toBe(0);
    expect(archives()).toEqual(['tutoring-20260101T020000Z.archive.gz']);
  });

  it('when an archive is restored, then mongorestore replaces the tutoring collections from it', async () => {
    writeFileSync(path.join(backups, 'tutoring-20260101T020000Z.archive.gz'), 'old');

    const result = await run(['restore', 'tutoring-20260101T020000Z.archive.gz']);

    expect(result.code).toBe(0);
    expect(readFileSync(calls, 'utf8')).toMatch(
      /^mongorestore .*--nsInclude=tutoring\.\* --drop --archive=.*tutoring-20260101T020000Z\.archive\.gz --gzip$/m,
    );
  });

  it.each([[['restore', '../etc/passwd']], [['restore', 'missing.archive.gz']], [['restore']]])(
    'when restore is given %j, then it refuses and restores nothing',
    async (args) => {
      const result = await run(args);

      expect(result.code).not.toBe(0);
      expect(() => readFileSync(calls, 'utf8')).toThrow();
    },
  );

  it('when the root credentials are missing, then it refuses to start, naming them', async () => {
    const result = await run(['once'], { MONGO_ROOT_PASSWORD: '' });

    expect(result.code).not.toBe(0);
    expect(result.output).toContain('MONGO_ROOT_PASSWORD');
  });
});
