import { execFile } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

/**
 * apps/api/scripts/backup-schedule.sh, the compose stack's backup service, with stand-ins for
 * npm (recording its calls, exiting as told) and sleep (recording how long, then stopping the
 * script as `docker compose stop` would). `npm run backup` itself is tested in
 * test/operations/backup-restore.test.ts and backup-rotation.test.ts.
 */
const SCRIPT = path.resolve(import.meta.dirname, '../../scripts/backup-schedule.sh');

let root: string;
let calls: string;

function fake(name: string, body: string) {
  const tool = path.join(root, 'bin', name);
  writeFileSync(tool, `#!/bin/sh\necho "${name} $*" >> "${calls}"\n${body}\n`);
  chmodSync(tool, 0o755);
}

function run(env: Record<string, string> = {}) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      'sh',
      [SCRIPT],
      { env: { PATH: `${path.join(root, 'bin')}:/usr/bin:/bin`, ...env } },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const logged = () => readFileSync(calls, 'utf8').trim().split('\n');

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'backup-schedule-'));
  calls = path.join(root, 'calls.log');
  mkdirSync(path.join(root, 'bin'));
  fake('npm', 'exit 0');
  // The script is sleep's parent: a SIGTERM to it is what a container stop sends.
  fake('sleep', 'kill -TERM $PPID');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the compose backup schedule', () => {
  it('when it starts, then it backs up at once and waits BACKUP_INTERVAL_HOURS, and a stop ends it cleanly', async () => {
    const result = await run({ BACKUP_INTERVAL_HOURS: '6' });

    expect(result.code).toBe(0);
    expect(logged()).toEqual(['npm run --silent backup', `sleep ${6 * 3600}`]);
    expect(result.stdout).toMatch(/backup: done at .*the next in 6 h/);
    expect(result.stdout).toContain('backup: stopped');
  });

  it('when a backup fails, then it exits with that code and says so on stderr, without waiting', async () => {
    fake('npm', 'exit 3');

    const result = await run();

    expect(result.code).toBe(3);
    expect(result.stderr).toMatch(/backup: FAILED at .* \(exit 3\)/);
    expect(logged()).toEqual(['npm run --silent backup']);
  });

  it.each(['0', 'daily', '-1'])(
    'when BACKUP_INTERVAL_HOURS is %j, then it refuses to start, naming it',
    async (hours) => {
      const result = await run({ BACKUP_INTERVAL_HOURS: hours });

      expect(result.code).toBe(2);
      expect(result.stderr).toContain('BACKUP_INTERVAL_HOURS');
      expect(() => readFileSync(calls, 'utf8')).toThrow();
    },
  );
});
