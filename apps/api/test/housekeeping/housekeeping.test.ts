import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeApp, createApp } from '../../src/app';
import { markReleased, RETENTION_MS } from '../../src/modules/files/file-retention';
import { toFileId, uploadedFiles } from '../../src/modules/files/files.bucket';
import { PDF, uploaded } from '../../src/modules/files/__tests__/sample-files';
import { createUserWithToken, TEST_JWT_SECRET, testClient } from '../http';

const api = testClient();
let admin: string;
let app: ReturnType<typeof createApp> | undefined;

beforeAll(async () => {
  admin = (await createUserWithToken('admin')).authorization;
});

afterEach(async () => {
  if (app) await closeApp(app);
  app = undefined;
});

/** Uploads a file (an upload prunes released files itself, so it is marked after). */
async function storedFile(name: string): Promise<string> {
  return (await uploaded(api, admin, PDF, name)).split('/').pop()!;
}

const isStored = async (id: string) =>
  (await uploadedFiles().countDocuments({ _id: toFileId(id) })) > 0;

describe("the API process's chores", () => {
  it('when the process chores run on their timer, then a file past its window goes without any request', async () => {
    const now = new Date();
    const [id, fresh] = [await storedFile('old.pdf'), await storedFile('new.pdf')];
    await markReleased([id], new Date(now.getTime() - RETENTION_MS - 1000));
    await markReleased([fresh], now);

    app = createApp({ jwtSecret: TEST_JWT_SECRET, housekeepingEveryMs: 20, clock: () => now });

    await vi.waitFor(
      async () => {
        if (await isStored(id)) throw new Error('still stored');
      },
      { timeout: 10_000, interval: 25 },
    );
    expect(await isStored(fresh)).toBe(true);
  });
});
