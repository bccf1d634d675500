import { init, parse } from 'es-module-lexer';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** The global a tracked `import()` hands its promise to (src/test/code-loads.ts defines it). */
export const TRACK_CODE_LOAD = '__trackCodeLoad';

const APP_SOURCE = /[\\/]src[\\/].+\.[cm]?[jt]sx?$/;

/**
 * In the web tests only: every `import()` of the app becomes
 * `globalThis.__trackCodeLoad(import(…))`, so a test file can wait for the code it started
 * loading before it ends (src/test/setup.ts). The files share a worker's modules
 * (vite.config.ts), and vitest rejects the module fetches a file leaves pending when it ends;
 * its module runner then keeps that failure for every later file of the worker, which would
 * find a screen it never touched broken
 * (docs/decisions/0036-web-test-files-share-modules-once-code-loads-settle.md).
 */
export function trackCodeLoads(): Plugin {
  return {
    name: 'track-code-loads',
    apply: (_config, { mode }) => mode === 'test',
    // After TypeScript and JSX are compiled away: the lexer reads JavaScript.
    enforce: 'post',
    async transform(code, id) {
      if (!APP_SOURCE.test(id) || id.includes('node_modules')) return null;
      await init;
      const [imports] = parse(code, id);
      // `d` is the dynamic import's opening bracket; -1 and -2 are static imports and import.meta.
      const loads = imports.filter((entry) => entry.d > -1);
      if (loads.length === 0) return null;
      const wrapped = new MagicString(code);
      for (const load of loads) {
        wrapped.appendLeft(load.ss, `globalThis.${TRACK_CODE_LOAD}(`);
        wrapped.prependRight(load.se, ')');
      }
      return { code: wrapped.toString(), map: wrapped.generateMap({ hires: true, source: id }) };
    },
  };
}
