import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeApp, createApp } from '../../src/app';
import { AuditEntryModel } from '../../src/modules/audit/audit.model';
import { storeMessages } from '../../src/modules/contact/__tests__/contact-fixtures';
import {
  clearRetentionState,
  leadNames,
} from '../../src/modules/privacy/__tests__/retention-fixtures';
import { TEST_JWT_SECRET } from '../http';

/** The day both instances tick through; one spam lead is past its 30 days. */
const NOW = new Date('2027-06-15T10:00:00.000Z');
let apps: ReturnType<typeof createApp>[] = [];

beforeEach(async () => {
  await clearRetentionState();
  await storeMessages([
    { name: 'Old spam', status: 'spam', at: '2027-05-01T10:00:00.000Z' },
    { name: 'Old closed', status: 'closed', at: '2025-01-01T10:00:00.000Z' },
  ]);
});

afterEach(async () => {
  await Promise.all(apps.map((app) => closeApp(app)));
  apps = [];
});

describe('the daily retention job', () => {
  it('when two API instances tick through the day, then it runs exactly once and is logged by the system', async () => {
    const ticks = [0, 0];
    apps = [0, 1].map((index) =>
      createApp({
        jwtSecret: TEST_JWT_SECRET,
        housekeepingEveryMs: 20,
        clock: () => {
          ticks[index]! += 1;
          return NOW;
        },
      }),
    );

    const runs = async () => AuditEntryModel.find({ action: 'retention-run' }).lean();
    const until = (done: () => boolean | Promise<boolean>) =>
      vi.waitFor(
        async () => {
          if (!(await done())) throw new Error(`not yet (ticks ${ticks.join(', ')})`);
        },
        { timeout: 15_000, interval: 25 },
      );
    await until(async () => (await runs()).length > 0);
    // Then both instances do their chores several times over, on the same day.
    const seen = [...ticks];
    await until(() => ticks.every((count, index) => count >= seen[index]! + 5));
    const logged = await runs();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      actorId: 'system',
      changedFields: expect.arrayContaining(['deleted: 1', 'anonymised: 1']),
    });
    expect(await leadNames()).not.toContain('Old spam');
  });
});
