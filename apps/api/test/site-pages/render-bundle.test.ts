import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import type { RenderedPage } from '../../src/lib/http/app-render';
import { findRepoRoot } from '../../src/lib/paths';

const run = promisify(execFile);
const WEB_ROOT = path.join(findRepoRoot(), 'apps', 'web');
const BUILD_TIMEOUT_MS = 5 * 60_000;

/**
 * The API's image carries apps/web/dist-ssr and none of the web's packages, so the server's
 * build of the app must run from a folder with no node_modules anywhere above it.
 */
describe('the server render build', () => {
  const outside = mkdtempSync(path.join(tmpdir(), 'render-bundle-'));
  afterAll(() => rmSync(outside, { recursive: true, force: true }));

  it(
    'when built and loaded where no package is installed, then it renders the home page',
    async () => {
      const outDir = path.join(outside, 'dist-ssr');
      await run('npm', ['run', 'build:ssr', '--', '--outDir', outDir], {
        cwd: WEB_ROOT,
      });
      writeFileSync(path.join(outside, 'package.json'), '{"type":"module"}');

      // A process of its own: vitest's import() would resolve packages from this workspace.
      const bundle = pathToFileURL(path.join(outDir, 'render-page.js')).href;
      const script = `const { renderPage } = await import(${JSON.stringify(bundle)});
        const page = await renderPage('/', { blocks: {}, origin: 'https://www.example.edu' });
        process.stdout.write(JSON.stringify(page));`;
      const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], {
        cwd: outside,
      });
      const page = JSON.parse(stdout) as RenderedPage;

      expect(page.meta?.title).toBe('Home');
      expect(page.html).toContain('<main');
    },
    BUILD_TIMEOUT_MS,
  );

  it('when the API image is built, then it carries the server render beside the API', () => {
    const dockerfile = readFileSync(path.join(findRepoRoot(), 'apps/api/Dockerfile'), 'utf8');
    expect(dockerfile).toContain('RUN npm run build:ssr -w @tutoring/web');
    expect(dockerfile).toContain('COPY --from=build /app/apps/web/dist-ssr apps/web/dist-ssr');
  });
});
