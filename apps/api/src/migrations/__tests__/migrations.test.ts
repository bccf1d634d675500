import { readFileSync } from 'node:fs';
import mongoose from 'mongoose';
import { beforeEach, describe, expect, it } from 'vitest';
import { FIXTURE_ADMIN } from '../../../test/fixtures/releases/fixture-admin';
import { testClient } from '../../../test/http';
import { loadDump } from '../../lib/db/database-dump';
import { createLogger } from '../../lib/logger';
import { accountsActive } from '../2026-11-27-accounts-active';
import { courseSlugs } from '../2026-11-27-course-slugs';
import { MIGRATIONS, runMigrations, type Migration } from '../index';

/**
 * Migrations start from a database as the previous release stored it: the committed fixture
 * that release made (scripts/make-release-fixture.ts; docs/OPERATIONS.md, "Migrations").
 */
const PREVIOUS_RELEASE = new URL(
  '../../../test/fixtures/releases/2026-11-27.ejson',
  import.meta.url,
);
const log = createLogger('silent');

function db() {
  const connected = mongoose.connection.db;
  if (!connected) throw new Error('no database');
  return connected;
}

beforeEach(async () => {
  await loadDump(db(), readFileSync(PREVIOUS_RELEASE, 'utf8').split('\n'));
});

describe('migrations from the previous release', () => {
  it('when the previous release database is migrated, then the site signs in and serves its content', async () => {
    await runMigrations(db(), MIGRATIONS, log);
    const api = testClient();

    const login = await api.post('/api/auth/login').send(FIXTURE_ADMIN);
    const courses = await api.get('/api/coursesv2');
    const file = await db().collection('uploads.files').findOne({});
    const picture = await api.get(`/api/files/${String(file?._id)}`);

    expect(login.status).toBe(200);
    expect(courses.body.courses.length).toBeGreaterThan(0);
    expect(picture.status).toBe(200);
  });

  it('when every migration is recorded, then a start runs none of them again', async () => {
    // The fixture records its release's migrations; the ones added since are recorded here.
    await runMigrations(db(), MIGRATIONS, log);
    const applied = await db().collection('migrations').countDocuments();

    const ran = await runMigrations(db(), MIGRATIONS, log);

    expect(ran).toEqual([]);
    expect(await db().collection('migrations').countDocuments()).toBe(applied);
  });

  it('when accounts were stored without an active flag, then accounts-active stores them as active, idempotently', async () => {
    await db()
      .collection('users')
      .updateMany({}, { $unset: { active: '' } });
    await db()
      .collection('migrations')
      .deleteOne({ _id: accountsActive.id as never });

    expect(await runMigrations(db(), MIGRATIONS, log)).toContain(accountsActive.id);
    await accountsActive.up(db());

    const users = await db().collection('users').find({}).toArray();
    expect(users.length).toBeGreaterThan(0);
    expect(users.every((user) => user.active === true)).toBe(true);
    const login = await testClient().post('/api/auth/login').send(FIXTURE_ADMIN);
    expect(login.status).toBe(200);
  });
});

describe('course slugs', () => {
  it('when the previous release courses are migrated, then each has a unique slug and is read by it', async () => {
    await db()
      .collection('coursev2')
      .updateMany({}, { $unset: { slug: '', formerSlugs: '' } });
    await db()
      .collection('migrations')
      .deleteOne({ _id: courseSlugs.id as never });

    await runMigrations(db(), MIGRATIONS, log);

    const courses = await db().collection('coursev2').find({ status: 'published' }).toArray();
    const slugs = courses.map((course) => String(course.slug));
    expect(slugs.length).toBeGreaterThan(0);
    expect(new Set(slugs).size).toBe(slugs.length);
    const read = await testClient().get(`/api/coursesv2/${slugs[0]}`);
    expect(read.body.course._id).toBe(String(courses[0]!._id));
  });
});

describe('the migration lock', () => {
  function countingMigration(): Migration & { runs: number } {
    const migration = {
      id: '2999-01-01-counting',
      description: 'counts its runs',
      runs: 0,
      async up() {
        migration.runs += 1;
      },
    };
    return migration;
  }

  it('when two instances start at once, then each migration runs once and both go on', async () => {
    await runMigrations(db(), MIGRATIONS, log);
    const migration = countingMigration();

    const [first, second] = await Promise.all([
      runMigrations(db(), [...MIGRATIONS, migration], log),
      runMigrations(db(), [...MIGRATIONS, migration], log),
    ]);

    expect(migration.runs).toBe(1);
    expect([...first, ...second]).toEqual([migration.id]);
    expect(await db().collection('migrations_lock').countDocuments()).toBe(0);
  });

  it('when an instance died holding the lock, then the lock is taken over once its lease is past', async () => {
    await db()
      .collection<{ _id: string; owner: string; expiresAt: Date }>('migrations_lock')
      .insertOne({ _id: 'migrations', owner: 'crashed', expiresAt: new Date(Date.now() - 1000) });
    const migration = countingMigration();

    await runMigrations(db(), [...MIGRATIONS, migration], log);

    expect(migration.runs).toBe(1);
  });

  it('when a migration fails, then it is not recorded and the lock is released', async () => {
    const failing: Migration = {
      id: '2999-01-02-failing',
      description: 'fails',
      up: () => Promise.reject(new Error('disk full')),
    };

    await expect(runMigrations(db(), [...MIGRATIONS, failing], log)).rejects.toThrow('disk full');

    expect(
      await db()
        .collection('migrations')
        .findOne({ _id: failing.id as never }),
    ).toBeNull();
    expect(await db().collection('migrations_lock').countDocuments()).toBe(0);
  });
});
