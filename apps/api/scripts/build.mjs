// Bundles the API into dist/server.js (and the shell commands beside it). Workspace packages (consumed as TypeScript source)
// are bundled in; every npm package stays external and is installed beside it. Development
// packages too: the embedded-database launcher imports mongodb-memory-server-core only when
// there is no MONGODB_URI, which production refuses before it gets there, so the production
// image (npm ci --omit=dev) never holds it or its second MongoDB driver.
import { cpSync, readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter(
  (name) => !name.startsWith('@tutoring/'),
);

// The server and the operator's shell commands (`npm run admin|backup|restore|migrate`, run by
// scripts/run-cli.mjs).
await build({
  entryPoints: {
    server: 'src/server.ts',
    admin: 'src/cli/admin.ts',
    backup: 'src/cli/backup.ts',
    restore: 'src/cli/restore.ts',
    migrate: 'src/cli/migrate.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'warning',
});

// Files the bundle reads beside itself (new URL('./demo-files/…', import.meta.url)): the
// demo resources' video clips, for a start that seeds demo content.
cpSync('src/modules/resources/demo-files', 'dist/demo-files', { recursive: true });
