import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { NGINX_SNIPPETS_DIR } from './nginx-security-headers.ts';

/** The snippet's name: nginx includes it (SSI) into the public pages the API builds. */
export const APP_ENTRY_TAGS = 'app-entry.html';

/**
 * The built entry page's head without what every page writes itself (charset, viewport) and
 * without its comments (the server's head include): the app's script, styles and icons.
 */
export function appEntryTags(indexHtml: string): string {
  const head = /<head>([\s\S]*?)<\/head>/.exec(indexHtml)?.[1] ?? '';
  return `${head
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<meta (?:charset|name="viewport")[^>]*>/gi, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n')}\n`;
}

/**
 * Writes dist/.nginx/app-entry.html at build time: behind nginx, a public page's path URL is
 * the API's HTML (modules/public-pages), and nginx includes these tags into it so people get
 * the app on that URL (npm start reads them from the built index.html itself).
 */
export function appEntryTagsSnippet(): Plugin {
  return {
    name: 'app-entry-tags',
    apply: 'build',
    writeBundle(options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') throw new Error('The build has no index.html');
      const dir = path.join(options.dir ?? 'dist', NGINX_SNIPPETS_DIR);
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, APP_ENTRY_TAGS), appEntryTags(String(index.source)));
    },
  };
}
