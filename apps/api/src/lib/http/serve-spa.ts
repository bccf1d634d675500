import { readFileSync } from 'node:fs';
import path from 'node:path';
import express, { type Express, type Request, type Response } from 'express';
import { precompressedFiles } from './precompressed-static';

/**
 * Where the entry page takes its head: nginx's SSI includes the API's answer there, and this
 * server writes the same tags in itself, so both serve one index.html.
 */
const HEAD_INCLUDE = /<!--#\s*include virtual="[^"]*"\s*-->/;

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
    res.type('html').send(template.replace(HEAD_INCLUDE, head));
  };
  // Before the static files: the built index.html (and its .br/.gz) lacks the head.
  app.get(['/', '/index.html'], sendEntryPage);
  const files = precompressedFiles(distDir);
  app.use(files.middleware);
  // Vite fingerprints everything under assets/, so those can be cached for a year.
  app.use(
    '/assets',
    express.static(path.join(distDir, 'assets'), { immutable: true, maxAge: '1y' }),
  );
  app.use(express.static(distDir, { index: false, maxAge: '1h' }));
  app.get(/^(?!\/api\/).*/, async (req, res) => {
    if (NAMES_A_FILE.test(req.path)) {
      res.status(404).type('text').send('Not found.');
      return;
    }
    await sendEntryPage(req, res);
  });
}
