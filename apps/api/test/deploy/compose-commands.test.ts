import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The docs run `npm run admin|backup|restore` inside the compose stack's containers. Their
 * root filesystems are read-only, and npm writes its logs under HOME: each such service has
 * HOME on its /tmp tmpfs, or the command fails before it starts.
 */
const ROOT = path.resolve(import.meta.dirname, '../../../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const compose = read('docker-compose.yml');
const docs = ['README.md', 'docs/DEPLOYMENT.md', 'docs/OPERATIONS.md'].map(read).join('\n');

/** Each service's block of docker-compose.yml, by name. */
function serviceBlocks(): Map<string, string> {
  const services = compose.slice(
    compose.indexOf('\nservices:\n'),
    compose.indexOf('\nnetworks:\n'),
  );
  const parts = services.split(/^ {2}([a-z-]+):$/m).slice(1);
  const blocks = new Map<string, string>();
  for (let index = 0; index < parts.length; index += 2)
    blocks.set(parts[index]!, parts[index + 1]!);
  return blocks;
}

describe('npm commands the docs run in the compose stack', () => {
  it('when the docs run npm in a service, then that service keeps HOME on its tmpfs', () => {
    const commands =
      /docker compose (?:[^\n`]*? )?(?:exec|run)(?: -T| --rm| -e \S+| -v \S+)* ([a-z-]+) npm /g;
    const services = new Set([...docs.matchAll(commands)].map((match) => match[1]!));
    expect([...services].sort()).toEqual(['api', 'backup']);
    const blocks = serviceBlocks();
    const withoutHome = [...services].filter((name) => {
      const block = blocks.get(name) ?? '';
      return !/^ {6}HOME: \/tmp$/m.test(block) || !/^ {6}- \/tmp$/m.test(block);
    });
    expect(withoutHome).toEqual([]);
  });
});
