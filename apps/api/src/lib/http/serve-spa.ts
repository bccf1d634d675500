import { readFileSync } from 'node:fs';
import path from 'node:path';
import express, { type Express, type Request, type Response } from 'express';
import { precompressedFiles } from './precompressed-static';

/**
 * Where the entry page takes its head: nginx's SSI includes the API's answer there, and this
 * server writes the same tags in itself, so both serve one index.html.
 */
const HEAD_INCLUDE = /<!--#\s*include virtual="[^"]*"\s*-->/;

/** Where the app mounts: a public page's server-built content goes inside it. */
const APP_ROOT = /<div id="root"><\/div>/;

/**
 * The built entry page as a frame for a public page (modules/public-pages): its head and its
 * content written in, the app's own script and styles kept, so people get the app on the page's
 * URL and crawlers read the page without running it.
 */
export function entryPageShell(distDir: string): (head: string, body: string) => string {
  const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  return (head, body) =>
    template
      .replace(HEAD_INCLUDE, () => head)
      .replace(APP_ROOT, () => `<div id="root">${body}</div>`);
}

/** A path that names a file (it has an extension): a missing one is a 404, never the app. */
const NAMES_A_FILE = /\.[^/]+$/;

/**
 * Serves the built SPA for every path outside /api: its files (pre-compressed variants when
 * the browser takes them), and for any other path the entry page with `renderHead`'s tags.
 */
export function serveSpa(
  app: Express,
  distDir: string,
  renderHead: (req: Request) => Promise<string>,
): void {
  const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const sendEntryPage = async (req: Request, res: Response) => {
    // The page still loads without its head tags if the database is away.
    const head = await renderHead(req).catch(() => '');
    res.setHeader('Cache-Control', 'no-cache');
    // A function, not the string: replace() would read `$&`, `$1`, `$$` in the site's own
    // text (its name, its tagline) as patterns.
    res.type('html').send(template.replace(HEAD_INCLUDE, () => head));
  };
  // Before the static files: the built index.html (and its .br/.gz) lacks the head. The
  // public pages, `/` among them, are the routes' (modules/public-pages).
  app.get('/index.html', sendEntryPage);
  const files = precompressedFiles(distDir);
  app.use(files.middleware);
  // Vite fingerprints everything under assets/, so those can be cached for a year.
  app.use(
    '/assets',
    express.static(path.join(distDir, 'assets'), { immutable: true, maxAge: '1y' }),
  );
  app.use(express.static(distDir, { index: false, maxAge: '1h' }));
  // Any other path is not the app's: a missing file is a plain 404, a page the not-found page.
  app.get(/^(?!\/api\/).*/, (req, res, next) => {
    if (!NAMES_A_FILE.test(req.path)) return next();
    res.status(404).type('text').send('Not found.');
  });
}
