import { describe, expect, it } from 'vitest';
import { trackCodeLoads } from '../../vite-plugins/track-code-loads';
import { codeLoadsPending, codeLoadsSettled } from './code-loads';

async function transformed(code: string, id = '/app/src/page.js') {
  const plugin = trackCodeLoads();
  const transform = plugin.transform as (
    code: string,
    id: string,
  ) => Promise<{ code: string } | null>;
  return (await transform.call({}, code, id))?.code;
}

describe('code loads in the web tests', () => {
  it('when the app is transformed, then each import() reports itself and nothing else changes', async () => {
    const code = [
      "import { a } from './a';",
      "const load = () => import('./b').then((m) => m.B);",
      'const here = import.meta.url;',
    ].join('\n');
    expect(await transformed(code)).toBe(
      [
        "import { a } from './a';",
        "const load = () => globalThis.__trackCodeLoad(import('./b')).then((m) => m.B);",
        'const here = import.meta.url;',
      ].join('\n'),
    );
    expect(await transformed("import('./b');", '/app/node_modules/x/index.js')).toBeUndefined();
    expect(await transformed("import { a } from './a';")).toBeUndefined();
  });

  it('when a file asks for code, then its end waits until that code has arrived', async () => {
    const before = codeLoadsPending();
    let arrived = false;
    void import('./timeouts').then(() => {
      arrived = true;
    });
    expect(codeLoadsPending()).toBe(before + 1);
    await codeLoadsSettled();
    expect(arrived).toBe(true);
    expect(codeLoadsPending()).toBe(0);
  });
});
