import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';
import type { Generations } from './generations';

/** A safety net, not the invalidation: writes invalidate at once; this bounds the damage of a lost one. */
const MAX_AGE_MS = 60_000;
/** Enough for every public URL of the site; bounded so odd query strings cannot grow memory. */
const MAX_ENTRIES = 500;
const MAX_BODY_BYTES = 1_000_000;
/** Below this, gzip's header and the Content-Encoding cost more than they save. */
const MIN_GZIP_BYTES = 1024;

/** One encoding of a cached answer; each has its own strong ETag (RFC 9110 section 8.8.3). */
interface Representation {
  body: Buffer;
  etag: string;
}

interface Entry {
  generation: string;
  identity: Representation;
  /** Compressed once when stored: phones on slow networks get a third of the bytes. */
  gzip: Representation | undefined;
  expiresAt: number;
}

function gzipped({ body, etag }: Representation): Representation | undefined {
  if (body.length < MIN_GZIP_BYTES) return undefined;
  return { body: gzipSync(body), etag: `${etag.slice(0, -1)}-gzip"` };
}

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

function sendEntry(req: Request, res: Response, entry: Entry): void {
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-cache');
  res.vary('Authorization');
  let chosen = entry.identity;
  if (entry.gzip) {
    res.vary('Accept-Encoding');
    if (req.acceptsEncodings('gzip') === 'gzip') {
      chosen = entry.gzip;
      res.setHeader('Content-Encoding', 'gzip');
    }
  }
  res.setHeader('ETag', chosen.etag);
  if (etagMatches(req.headers['if-none-match'], chosen.etag)) {
    res.removeHeader('Content-Encoding');
    res.status(304).end();
    return;
  }
  res.setHeader('Content-Length', chosen.body.length);
  res.status(200).end(chosen.body);
}

export interface ResponseCache {
  /**
   * Answers anonymous reads of one resource (a collection's slug) from memory; mounted on the
   * public read routes of collections whose writes invalidate it (their afterChange hooks).
   */
  serve(resource: string): RequestHandler;
  /** The generations its entries are checked against; writes bump them. */
  generations: Generations;
  clear(): void;
}

/**
 * Caches the serialized JSON and a strong ETag per URL, for anonymous callers only: a request
 * with any Authorization header (admins see drafts) neither reads nor fills the cache.
 */
export function createResponseCache(
  generations: Generations,
  { maxAgeMs = MAX_AGE_MS, enabled = true } = {},
): ResponseCache {
  const entries = new Map<string, Entry>();

  const store = (url: string, entry: Entry) => {
    entries.delete(url);
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
    entries.set(url, entry);
  };

  const serve =
    (resource: string): RequestHandler =>
    async (req, res, next) => {
      if (
        !enabled ||
        (req.method !== 'GET' && req.method !== 'HEAD') ||
        req.headers.authorization
      ) {
        return next();
      }
      const generation = await generations.current(resource);
      if (generation === undefined) return next();
      const url = req.originalUrl;
      const known = entries.get(url);
      const current = known?.generation === generation ? known : undefined;
      if (current && current.expiresAt > Date.now()) return sendEntry(req, res, current);
      captureJson(res, {
        // A first answer goes out the way every later one will (gzipped, 304 on a match).
        onBody: (body) => {
          const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
          if (body.length > MAX_BODY_BYTES) {
            res.setHeader('ETag', etag);
            res.setHeader('Cache-Control', 'no-cache');
            res.vary('Authorization');
            return false;
          }
          const identity = { body, etag };
          const expiresAt = Date.now() + maxAgeMs;
          const entry = { generation, identity, gzip: gzipped(identity), expiresAt };
          store(url, entry);
          sendEntry(req, res, entry);
          return true;
        },
        // The database is away: an aged copy that no write has replaced beats a 503.
        onUnavailable: current && (() => sendEntry(req, res, current)),
      });
      next();
    };

  return { serve, generations, clear: () => entries.clear() };
}

interface Capture {
  /** True when it has sent the answer itself. */
  onBody: (body: Buffer) => boolean;
  onUnavailable: (() => void) | undefined;
}

/** Sees the body of a 200 JSON answer before it is sent, and may send it itself. */
function captureJson(res: Response, { onBody, onUnavailable }: Capture): void {
  const json = res.json.bind(res);
  res.json = (value: unknown) => {
    if (res.statusCode === 503 && onUnavailable) {
      onUnavailable();
      return res;
    }
    if (res.statusCode !== 200) return json(value);
    const text = JSON.stringify(value) as string | undefined;
    if (text === undefined) return json(value);
    const body = Buffer.from(text);
    if (onBody(body)) return res;
    // res.send keeps our ETag and compares it with If-None-Match (req.fresh → 304).
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    return res.send(body);
  };
}
