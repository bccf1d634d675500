import type { IncomingMessage } from 'node:http';
import type { RequestHandler, Response } from 'express';
import { cachedAnswer, etagOf, sendCachedAnswer, varyOn, type CachedAnswer } from './cached-answer';
import type { Generations } from './generations';
import { keptPage, type KeptPage } from './kept-page';

/** What the front door may send: a kept public read, or a rendered public page. */
export type KeptAnswer = { kind: 'read'; answer: CachedAnswer } | { kind: 'page'; page: KeptPage };

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
   * kept answers go out from `keptAnswer`, in front of the app (kept-answers-first.ts).
   */
  serve(resource: string): RequestHandler;
  /**
   * Keeps a rendered public page (a 200) for the front door, at its path, lower-cased as the
   * page router keys it, under the generations of every resource it is made of.
   */
  keepPage(path: string, fields: Pick<KeptPage, 'resources' | 'generations'>, html: string): void;
  /**
   * The one lookup: the kept answer to this request when it is current and young enough, known
   * without I/O (generations are at hand, mirrored when shared). Else undefined.
   */
  keptAnswer(req: IncomingMessage): KeptAnswer | undefined;
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
  const pages = new Map<string, KeptPage>();

  const store = <Entry>(map: Map<string, Entry>, key: string, entry: Entry) => {
    map.delete(key);
    if (map.size >= MAX_ENTRIES) map.delete(map.keys().next().value as string);
    map.set(key, entry);
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
          store(entries, url, entry);
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

  /** The kept page at this URL's path while no resource it is made of has moved on. */
  const currentPage = (url: string) => {
    const at = url.indexOf('?');
    const page = pages.get((at < 0 ? url : url.slice(0, at)).toLowerCase());
    if (!page) return undefined;
    for (const [index, resource] of page.resources.entries()) {
      if (generations.current(resource) !== page.generations[index]) return undefined;
    }
    return page;
  };

  const keptAnswer = (req: IncomingMessage): KeptAnswer | undefined => {
    const url = req.url;
    if (!enabled || !url || !isAnonymousRead(req)) return undefined;
    if (!url.startsWith('/api/')) {
      const page = currentPage(url);
      return page && page.expiresAt > Date.now() ? { kind: 'page', page } : undefined;
    }
    const kept = currentEntry(req, url);
    return kept && kept.expiresAt > Date.now() ? { kind: 'read', answer: kept } : undefined;
  };

  const keepPage: ResponseCache['keepPage'] = (path, fields, html) => {
    if (!enabled) return;
    store(
      pages,
      path.toLowerCase(),
      keptPage({ ...fields, expiresAt: Date.now() + maxAgeMs }, html),
    );
  };

  const clear = () => {
    entries.clear();
    pages.clear();
  };
  return { serve, keepPage, keptAnswer, generations, enabled, clear };
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
