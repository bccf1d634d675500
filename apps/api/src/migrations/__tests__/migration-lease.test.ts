import { Writable } from 'node:stream';
import mongoose from 'mongoose';
import { pino } from 'pino';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../lib/logger';
import { readLock, type LockTiming } from '../migration-lock';
import { runMigrations, type Migration } from '../migration-runner';

const log = createLogger('silent');
const LEASE_MS = 60_000;

function db() {
  const connected = mongoose.connection.db;
  if (!connected) throw new Error('no database');
  return connected;
}

/** The lock's times on a clock the test moves; renewals and retries come quickly. */
function testTiming(start: Date) {
  let now = start;
  const timing: LockTiming = { clock: () => now, leaseMs: LEASE_MS, renewEveryMs: 10, pollMs: 10 };
  return { timing, pass: (ms: number) => (now = new Date(now.getTime() + ms)), now: () => now };
}

function signal() {
  let fire = () => {};
  const fired = new Promise<void>((resolve) => (fire = resolve));
  return { fired, fire };
}

/** A logger whose lines the test reads. */
function capturedLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(line: Buffer, _encoding, done) {
      lines.push(line.toString());
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}

beforeEach(async () => {
  // Each test's migration is its own: one recorded by another test would be a newer release's.
  await db().collection('migrations').deleteMany({});
  await db().collection('migrations_lock').deleteMany({});
});

describe('a migration that runs long', () => {
  it('when it runs for ten leases, then its instance keeps the lock, and another instance waits and does not run it again', async () => {
    const clock = testTiming(new Date('2027-01-04T00:00:00.000Z'));
    const [started, finish] = [signal(), signal()];
    let runs = 0;
    const long: Migration = {
      id: '2999-01-03-long',
      description: 'runs long',
      async up() {
        runs += 1;
        started.fire();
        await finish.fired;
      },
    };
    const first = runMigrations(db(), [long], log, clock.timing);
    await started.fired;

    clock.pass(10 * LEASE_MS);
    // The holder renews on its own: the lease reaches past the moved clock.
    await vi.waitFor(
      async () => expect((await readLock(db()))?.expiresAt.getTime()).toBeGreaterThan(+clock.now()),
      { timeout: 30_000, interval: 10 },
    );
    const waiting = capturedLog();
    const second = runMigrations(db(), [long], waiting.logger, clock.timing);
    await vi.waitFor(
      () => expect(waiting.lines.join('')).toContain('another instance is migrating'),
      {
        timeout: 30_000,
        interval: 10,
      },
    );
    finish.fire();

    expect(await first).toEqual([long.id]);
    expect(await second).toEqual([]);
    expect(runs).toBe(1);
    expect(await readLock(db())).toBeNull();
  });

  it('when its instance stood still past the lease and another took the lock over, then it stops and records nothing', async () => {
    const clock = testTiming(new Date('2027-01-05T00:00:00.000Z'));
    const started = signal();
    const stalled: Migration = {
      id: '2999-01-04-stalled',
      description: 'stalls',
      async up(_db, context) {
        started.fire();
        // A long migration checks between batches whether it still holds the lock.
        await new Promise((resolve) => context?.lost.addEventListener('abort', resolve));
      },
    };
    const run = runMigrations(db(), [stalled], log, clock.timing);
    await started.fired;

    await db()
      .collection<{ _id: string; owner: string }>('migrations_lock')
      .updateOne({ _id: 'migrations' }, { $set: { owner: 'other-host:1:0000' } });

    await expect(run).rejects.toThrow('Another instance took over the migration lock.');
    expect(
      await db()
        .collection('migrations')
        .findOne({ _id: stalled.id as never }),
    ).toBeNull();
    expect((await readLock(db()))?.owner).toBe('other-host:1:0000');
  });
});
