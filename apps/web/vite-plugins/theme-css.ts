import type { Plugin } from 'vite';
// Files, not @tutoring/shared: Vite leaves packages out of its config bundle, and Node cannot
// load the shared package's TypeScript index. These files import nothing at run time.
import { DEFAULT_THEME } from '../../../packages/shared/src/themes.ts';
import { themeCss } from '../src/config/theme-css.ts';
import { THEME_PALETTES } from '../src/config/theme-palettes.ts';

const MODULE_ID = 'virtual:theme-palettes.css';
const RESOLVED_ID = `\0${MODULE_ID}`;

/**
 * The themes' colours as a stylesheet (`import 'virtual:theme-palettes.css'`), rendered from
 * src/config/theme-palettes.ts: the palettes stay one table, and no page's JavaScript carries
 * them (a page's first JavaScript has a budget:
 * docs/decisions/0041-public-first-javascript-kept-small.md).
 */
export function themePalettesCss(): Plugin {
  return {
    name: 'theme-palettes-css',
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    load: (id) => (id === RESOLVED_ID ? themeCss(THEME_PALETTES, DEFAULT_THEME) : undefined),
  };
}
