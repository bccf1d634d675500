import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testClient } from '../../../../test/http';

const ROOT = path.resolve(import.meta.dirname, '../../../../../..');
const versionOf = (manifest: string) =>
  (JSON.parse(readFileSync(path.join(ROOT, manifest), 'utf8')) as { version: string }).version;

describe('GET /api/health', () => {
  it('when anyone asks, then it answers ok and the release it runs, as package.json names it', async () => {
    const response = await testClient().get('/api/health').expect(200);
    expect(response.body).toEqual({ status: 'ok', version: versionOf('package.json') });
    expect(response.body.version).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('when the release is read, then the root and the API workspace name the same version', () => {
    expect(versionOf('apps/api/package.json')).toBe(versionOf('package.json'));
  });
});
