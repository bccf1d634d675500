import { beforeAll, describe, expect, it } from 'vitest';
import { ContentRegistry } from '../../../lib/collection/content-registry';
import { createUserWithToken, testClient } from '../../../../test/http';
import { markReleased, pruneReleasedFiles } from '../file-retention';
import { toFileId, uploadedFiles } from '../files.bucket';
import { PDF, uploaded } from './sample-files';

const api = testClient();
let admin: string;

beforeAll(async () => {
  admin = (await createUserWithToken('admin')).authorization;
});

/**
 * Uploads `count` files, then marks them as let go of at `releasedAt` (in that order: an upload
 * prunes released files itself).
 */
async function releasedFiles(count: number, releasedAt: Date): Promise<string[]> {
  const ids: string[] = [];
  for (let n = 0; n < count; n += 1) {
    ids.push((await uploaded(api, admin, PDF, `handout-${n}.pdf`)).split('/').pop()!);
  }
  await markReleased(ids, releasedAt);
  return ids;
}

const isStored = async (id: string) =>
  (await uploadedFiles().countDocuments({ _id: toFileId(id) })) > 0;

describe('removing released files', () => {
  it('when several instances prune at once, then every due file goes and none of them fails', async () => {
    const now = new Date();
    const ids = await releasedFiles(2, new Date(0));

    const runs = await Promise.all(
      [1, 2, 3].map(() => pruneReleasedFiles(new ContentRegistry(), now)),
    );

    expect(new Set(runs.flat())).toEqual(new Set(ids));
    for (const id of ids) expect(await isStored(id)).toBe(false);
  });
});
