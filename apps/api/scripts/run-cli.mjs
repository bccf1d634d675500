// `npm run admin|backup|restore|migrate -- …` at the repository root: runs src/cli/<name>.ts through
// tsx in a checkout, or the bundled dist/<name>.js in the API image (which has no sources).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const [name, ...args] = process.argv.slice(2);
const source = fileURLToPath(new URL(`../src/cli/${name}.ts`, import.meta.url));
const built = fileURLToPath(new URL(`../dist/${name}.js`, import.meta.url));
const entry = existsSync(source) ? ['--import', import.meta.resolve('tsx'), source] : [built];
const run = spawnSync(process.execPath, [...entry, ...args], { stdio: 'inherit' });
process.exit(run.status ?? 1);
