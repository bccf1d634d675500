import type { IncomingMessage } from 'node:http';
import type { RequestHandler, Response } from 'express';
import { cachedAnswer, etagOf, sendCachedAnswer, varyOn, type CachedAnswer } from './cached-answer';
import type { Generations } from './generations';

/** A safety net, not the invalidation: writes invalidate at once; this bounds the damage of a lost one. */
const MAX_AGE_MS = 60_000;
/** Enough for every public URL of the site; bounded so odd query strings cannot grow memory. */
const MAX_ENTRIES = 500;
const MAX_BODY_BYTES = 1_000_000;

export interface ResponseCache {
  /**
   * Keeps the answers of anonymous reads of one resource (a collection's slug); mounted on the
   * public read routes of collections whose writes invalidate it (their afterChange hooks). It
   * never answers from memory itself, except with an aged copy while the database is away:
   * kept answers go out from `keptAnswer`, in front of the app (server-front.ts).
   */
  serve(resource: string): RequestHandler;
  /**
   * The one lookup: the kept answer to this request when it is current and young enough, known
   * without I/O (generations are at hand, mirrored when shared). Else undefined.
   */
  keptAnswer(req: IncomingMessage): CachedAnswer | undefined;
  /** The generations its entries are checked against; writes bump them. */
  generations: Generations;
  /** False where answers must not be kept (tests that write straight to the database). */
  enabled: boolean;
  clear(): void;
}

/**
 * One key per answer: the path and the query's parameters in one order, so `?a=1&b=2` and
 * `?b=2&a=1` share an entry. A repeated parameter stays repeated: routes refuse those (400),
 * and a refusal is never kept.
 */
export function cacheKeyOf(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const params = new URLSearchParams(url.slice(at + 1));
  params.sort();
  const query = params.toString();
  return query ? `${url.slice(0, at)}?${query}` : url.slice(0, at);
}

/** Only anonymous GET and HEAD: a request with any Authorization header (admins see drafts) neither reads nor fills the cache. */
const isAnonymousRead = (req: IncomingMessage) =>
  (req.method === 'GET' || req.method === 'HEAD') && req.headers.authorization === undefined;

/**
 * Caches the serialized JSON and a strong ETag per URL, for anonymous callers only, checked
 * against the generation of the resource it shows on every use.
 */
export function createResponseCache(
  generations: Generations,
  { maxAgeMs = MAX_AGE_MS, enabled = true } = {},
): ResponseCache {
  const entries = new Map<string, CachedAnswer>();

  const store = (url: string, entry: CachedAnswer) => {
    entries.delete(url);
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
    entries.set(url, entry);
  };

  /** The entry for this URL while its resource has not moved on, young or aged. */
  const currentEntry = (req: IncomingMessage, url: string | undefined) => {
    const kept = enabled && isAnonymousRead(req) && url ? entries.get(cacheKeyOf(url)) : undefined;
    return kept && generations.current(kept.resource) === kept.generation ? kept : undefined;
  };

  const serve =
    (resource: string): RequestHandler =>
    async (req, res, next) => {
      if (!enabled || !isAnonymousRead(req)) return next();
      const generation = await generations.known(resource);
      if (generation === undefined) return next();
      const url = cacheKeyOf(req.originalUrl);
      captureJson(res, {
        // A first answer goes out the way every later one will (gzipped, 304 on a match).
        onBody: (body) => {
          if (body.length > MAX_BODY_BYTES) {
            res.setHeader('ETag', etagOf(body));
            res.setHeader('Cache-Control', 'no-cache');
            varyOn(res, 'Authorization');
            return false;
          }
          const entry = cachedAnswer(
            { resource, generation, expiresAt: Date.now() + maxAgeMs },
            body,
          );
          store(url, entry);
          sendCachedAnswer(req, res, entry);
          return true;
        },
        // The database is away: an aged copy that no write has replaced beats a 503.
        onUnavailable: () => {
          const aged = currentEntry(req, url);
          if (!aged) return false;
          sendCachedAnswer(req, res, aged);
          return true;
        },
      });
      next();
    };

  const keptAnswer = (req: IncomingMessage) => {
    const kept = currentEntry(req, req.url);
    return kept && kept.expiresAt > Date.now() ? kept : undefined;
  };

  return { serve, keptAnswer, generations, enabled, clear: () => entries.clear() };
}

interface Capture {
  /** True when it has sent the answer itself. */
  onBody: (body: Buffer) => boolean;
  /** True when it has sent an aged copy instead of the 503. */
  onUnavailable: () => boolean;
}

/** Sees the body of a 200 JSON answer before it is sent, and may send it itself. */
function captureJson(res: Response, { onBody, onUnavailable }: Capture): void {
  const json = res.json.bind(res);
  res.json = (value: unknown) => {
    if (res.statusCode === 503 && onUnavailable()) return res;
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
