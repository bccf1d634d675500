import { createRequire } from 'node:module';
import path from 'node:path';
import express from 'express';
import type { RouteTable } from '../../lib/http/route-table';
import { openApiDocument } from '../../lib/http/openapi-document';

const require = createRequire(import.meta.url);

/** The reader's page loads everything from our origin (no CDN) and has no inline script. */
const DOCS_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API documentation</title>
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>`;

const INIT_SCRIPT = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui' });`;

/**
 * The OpenAPI document of every table (built on first request, once all routes are mounted)
 * and a page to read it. The swagger-ui assets are files, not routes, so they go undocumented.
 */
export function mountDocsRoutes(table: RouteTable, documented: () => readonly RouteTable[]): void {
  let document: object | undefined;
  const assetsDir = path.dirname(require.resolve('swagger-ui-dist/package.json'));
  const page = { access: 'public', status: 200 } as const;

  table.route(
    { ...page, method: 'get', path: '/openapi.json', summary: 'This document' },
    (_req, res) => {
      document ??= openApiDocument(documented());
      res.json(document);
    },
  );
  table.route(
    {
      ...page,
      method: 'get',
      path: '/docs',
      summary: 'A page to read this document',
      response: 'html',
    },
    (_req, res) => {
      res.type('html').send(DOCS_PAGE);
    },
  );
  // The page's script and swagger-ui's files are static files of the page, not API routes.
  table.router.use('/docs/init.js', (_req, res) => {
    res.type('application/javascript').send(INIT_SCRIPT);
  });
  table.router.use('/docs/assets', express.static(assetsDir, { maxAge: '1d', index: false }));
}
