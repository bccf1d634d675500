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
   * Answers anonymous reads of one resource (a collection's slug) from memory; mounted on the
   * public read routes of collections whose writes invalidate it (their afterChange hooks).
   */
  serve(resource: string): RequestHandler;
  /**
   * Answers an anonymous read whose current answer is already kept, before any router runs
   * (mounted ahead of the routes): the same bytes and headers `serve` sends, without walking
   * every route of the API to reach it. Anything else goes on to the routes.
   */
  answerKept: RequestHandler;
  /**
   * The kept answer to this request when it is current and that is known at once (generations
   * of this process, not Redis's): what `answerKept` would send without waiting. Else undefined.
   */
  currentAnswer(req: IncomingMessage): CachedAnswer | undefined;
  /** The generations its entries are checked against; writes bump them. */
  generations: Generations;
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

  const serve =
    (resource: string): RequestHandler =>
    async (req, res, next) => {
      if (!enabled || !isAnonymousRead(req)) return next();
      const generation = await generations.current(resource);
      if (generation === undefined) return next();
      const url = cacheKeyOf(req.originalUrl);
      const known = entries.get(url);
      const current = known?.generation === generation ? known : undefined;
      if (current && current.expiresAt > Date.now()) return sendCachedAnswer(req, res, current);
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
        onUnavailable: current && (() => sendCachedAnswer(req, res, current)),
      });
      next();
    };

  /** The answer kept for this URL while it is young enough; whether it is current is asked apart. */
  const keptFor = (req: IncomingMessage, url: string | undefined) => {
    const kept = enabled && isAnonymousRead(req) && url ? entries.get(cacheKeyOf(url)) : undefined;
    return kept && kept.expiresAt > Date.now() ? kept : undefined;
  };

  const currentAnswer = (req: IncomingMessage) => {
    const kept = keptFor(req, req.url);
    return kept && generations.current(kept.resource) === kept.generation ? kept : undefined;
  };

  const answerKept: RequestHandler = (req, res, next) => {
    const kept = keptFor(req, req.originalUrl);
    if (!kept) return next();
    const answerIfCurrent = (generation: string | undefined) => {
      if (generation === kept.generation) sendCachedAnswer(req, res, kept);
      else next();
    };
    const generation = generations.current(kept.resource);
    // In one process the generation is at hand: no promise, no extra turn of the event loop.
    if (typeof generation !== 'object') return answerIfCurrent(generation);
    generation.then(answerIfCurrent, next);
  };

  return { serve, answerKept, currentAnswer, generations, clear: () => entries.clear() };
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
