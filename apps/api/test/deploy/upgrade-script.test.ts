import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { composeSite, DEPLOY_DIR, SITE_ENV, type ComposeSite } from './compose-site';

/**
 * deploy/upgrade.sh, the upgrade of docs/DEPLOYMENT.md, on a checkout one release behind,
 * with the backup service's own schedule (apps/api/scripts/backup-schedule.sh) and
 * `npm run backup` running for real against the embedded database (compose-site.ts).
 */
let site: ComposeSite;
const volume = () => path.join(site.root, 'state', 'tutoring', 'volumes', 'api-backups');

async function git(...args: string[]) {
  const run = await site.run('git', [
    '-c',
    'user.name=Ops',
    '-c',
    'user.email=ops@example.edu',
    ...args,
  ]);
  expect(run.code, run.stderr).toBe(0);
}

beforeAll(async () => {
  // One backup a day and no weekly ones: the rotation that used to take the rollback backup.
  site = composeSite(inject('databaseUri'), {
    ...SITE_ENV,
    BACKUP_KEEP_DAILY: '1',
    BACKUP_KEEP_WEEKLY: '0',
  });
  writeFileSync(path.join(site.dir, '.gitignore'), '.env*\n');
  await git('init', '-q', '-b', 'main');
  await git('add', '.');
  await git('commit', '-q', '-m', 'release 1');
  writeFileSync(path.join(site.dir, 'RELEASE'), '2\n');
  await git('add', 'RELEASE');
  await git('commit', '-q', '-m', 'release 2');
  await git('clone', '-q', '--bare', '.', '../origin.git');
  await git('remote', 'add', 'origin', '../origin.git');
  await git('fetch', '-q', 'origin');
  await git('branch', '-q', '-u', 'origin/main');
  await git('reset', '-q', '--hard', 'HEAD~1');
});

afterAll(() => {
  rmSync(site.root, { recursive: true, force: true });
});

describe('the upgrade script', { timeout: 300_000 }, () => {
  it('when an upgrade recreates the backup service, then its pre-upgrade backup survives the new schedule’s rotation', async () => {
    const started = await site.run('docker', ['compose', 'up', '-d']);
    expect(started.code, started.stderr).toBe(0);
    const [nightly] = readdirSync(volume());

    const upgrade = await site.run('sh', [path.join(DEPLOY_DIR, 'upgrade.sh')]);

    expect(upgrade.code, upgrade.stderr).toBe(0);
    const kept = readdirSync(volume());
    const preUpgrade = kept.filter((name) => name.includes('-pre-upgrade.'));
    expect(preUpgrade).toHaveLength(1);
    // The schedule ran again at start and its rotation dropped the older daily backup.
    expect(kept).toHaveLength(2);
    expect(kept).not.toContain(nightly);
    expect(upgrade.stdout).toContain(`${preUpgrade[0]} --yes`);
    const release = await site.run('git', ['show', 'HEAD:RELEASE']);
    expect(release.stdout.trim()).toBe('2');
  });
});
