import { createRequire } from 'node:module';
import path from 'node:path';
import express, { Router } from 'express';
import { openApiDocument } from './openapi-document';

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

export function createDocsRouter(): Router {
  const router = Router();
  const assetsDir = path.dirname(require.resolve('swagger-ui-dist/package.json'));

  router.get('/openapi.json', (_req, res) => {
    res.json(openApiDocument());
  });
  router.get('/docs', (_req, res) => {
    res.type('html').send(DOCS_PAGE);
  });
  router.get('/docs/init.js', (_req, res) => {
    res.type('application/javascript').send(INIT_SCRIPT);
  });
  router.use('/docs/assets', express.static(assetsDir, { maxAge: '1d', index: false }));
  return router;
}
