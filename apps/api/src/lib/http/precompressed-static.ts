import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Request, RequestHandler, Response } from 'express';

const ENCODINGS = [
  ['br', '.br'],
  ['gzip', '.gz'],
] as const;

/** Every file below `dir`, as URL paths ("/assets/index-abc.js"). Read once: the build is fixed. */
function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const urlPath = `${prefix}/${entry.name}`;
    return entry.isDirectory() ? listFiles(path.join(dir, entry.name), urlPath) : [urlPath];
  });
}

/**
 * The best pre-built variant of `urlPath` the browser accepts, with the response headers set
 * for it, or undefined to serve the file as it is. Only names found in the build can match,
 * so no request can reach outside it.
 */
function chooseVariant(
  req: Request,
  res: Response,
  files: ReadonlySet<string>,
  urlPath: string,
): string | undefined {
  const offered = ENCODINGS.filter(([, suffix]) => files.has(urlPath + suffix));
  if (offered.length === 0) return undefined;
  res.vary('Accept-Encoding');
  // Ours in our order (brotli is smaller) among those the browser accepts: browsers list
  // gzip before br, and equal weights would otherwise pick by their order.
  const chosen = offered.find(([encoding]) => req.acceptsEncodings(encoding) === encoding);
  if (!chosen) return undefined;
  res.setHeader('Content-Encoding', chosen[0]);
  // Set before express.static/sendFile, which then keep it instead of typing the .br file.
  res.type(path.extname(urlPath));
  return urlPath + chosen[1];
}

export interface PrecompressedFiles {
  /** Points GET/HEAD requests at name.br / name.gz; mount before express.static on `dir`. */
  middleware: RequestHandler;
  /** Sends the file at `urlPath` below `dir`, pre-compressed when the browser accepts it. */
  send: (req: Request, res: Response, urlPath: string) => void;
}

/**
 * The web build writes name.br and name.gz beside each text asset (apps/web/vite.config.ts).
 * Serving those costs no CPU per request, unlike compressing on the fly, and cuts what a page
 * transfers several times over.
 */
export function precompressedFiles(dir: string): PrecompressedFiles {
  const files = new Set(listFiles(dir));
  return {
    middleware: (req, res, next) => {
      if (req.method === 'GET' || req.method === 'HEAD') {
        const variant = chooseVariant(req, res, files, req.path);
        if (variant) req.url = variant;
      }
      next();
    },
    send: (req, res, urlPath) => {
      const variant = chooseVariant(req, res, files, urlPath);
      res.sendFile(path.join(dir, variant ?? urlPath));
    },
  };
}
