import type { IncomingMessage } from 'node:http';
import type { RequestHandler, Response } from 'express';
import { cachedAnswer, sendCachedAnswer, type CachedAnswer } from '../../lib/cache/cached-answer';
import { cacheKeyOf, type ResponseCache } from '../../lib/cache/response-cache';
import type { SlotsAnswer } from './bookings.service';
import { TUTOR_RESOURCES } from './course-tutors';
import { SLOT_CLAIMS } from './slot-claims';

/** What an answer is made of: the course, team, settings, tutors' hours, and the claims. */
const RESOURCES = [...TUTOR_RESOURCES, SLOT_CLAIMS];
/** The response cache's safety net: changes behind the API's back are seen within it. */
const MAX_AGE_MS = 60_000;
/** Enough for every course's usual windows; bounded so odd query strings cannot grow memory. */
const MAX_KEPT = 200;
const MAX_BODY_BYTES = 1_000_000;

/** Its generation is every resource's, joined; sameUntil is on the route's clock. */
type KeptSlots = CachedAnswer & Pick<SlotsAnswer, 'sameUntil'>;

/** The request as far as keeping goes: whose (a token) and which URL. */
type Asked = IncomingMessage & { originalUrl: string };

/**
 * Free-slots answers kept per URL, serialized and gzipped once, while the course, team,
 * settings, tutors' hours and claims stay at the generations they were made under (every
 * write of them moves it on before it is answered: changingClaims) and until time alone would
 * change them. A booked slot is gone from the next answer; a freed one is back. Only anonymous
 * reads, and only where the response cache keeps answers (docs/decisions/0171-kept-free-slots.md).
 */
export function keptSlotAnswers(cache: ResponseCache, now: () => Date) {
  const kept = new Map<string, KeptSlots>();
  const keeps = (req: Asked) => cache.enabled && req.headers.authorization === undefined;
  const joined = (parts: (string | undefined)[]) =>
    parts.includes(undefined) ? undefined : parts.join('|');

  /** In front of the query's validation: a kept answer sent at once (it was valid when made). */
  const serveKept: RequestHandler = (req, res, next) => {
    const entry = keeps(req) ? kept.get(cacheKeyOf(req.originalUrl)) : undefined;
    if (
      !entry ||
      entry.expiresAt <= Date.now() ||
      entry.sameUntil <= now().getTime() ||
      entry.generation !== joined(RESOURCES.map((r) => cache.generations.current(r)))
    ) {
      return next();
    }
    sendCachedAnswer(req, res, entry);
  };

  /** Makes the answer and sends it, kept for the next requests when its generations are known. */
  async function sendMade(req: Asked, res: Response, make: () => Promise<SlotsAnswer>) {
    if (!keeps(req)) {
      res.json((await make()).answer);
      return;
    }
    // Read before the answer is made: a write meanwhile leaves this one behind at once.
    const generations = joined(await Promise.all(RESOURCES.map((r) => cache.generations.known(r))));
    const { answer, sameUntil } = await make();
    const body = Buffer.from(JSON.stringify(answer));
    const made = cachedAnswer(
      { resource: SLOT_CLAIMS, generation: generations ?? '', expiresAt: Date.now() + MAX_AGE_MS },
      body,
    );
    if (generations !== undefined && body.length <= MAX_BODY_BYTES) {
      const key = cacheKeyOf(req.originalUrl);
      kept.delete(key);
      if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value as string);
      kept.set(key, { ...made, sameUntil });
    }
    sendCachedAnswer(req, res, made);
  }

  return { serveKept, sendMade };
}
