import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Express } from 'express';
import type { LogRequest } from '../http/access-log';
import { sendCachedAnswer } from './cached-answer';
import type { ResponseCache } from './response-cache';

/** Express's entry for each request (not in its typings): it adopts req and res, then routes. */
type Handle = (req: IncomingMessage, res: ServerResponse, done?: (error?: unknown) => void) => void;

/** What every answer gets first, on plain Node objects (lib/http). */
export interface FirstSteps {
  logRequest: LogRequest;
  /** Sets the security headers; false when only Express can tell whether HSTS applies. */
  securityHeaders: (req: IncomingMessage, res: ServerResponse) => boolean;
}

/**
 * Sends a kept, current public read before Express sees the request. Express's `app.handle`
 * swaps the prototypes of Node's request and response for its own, and the objects stay slow
 * for every later step of the answer, Node's own writing included; that, more than the
 * router's walk, was a cached read's CPU (bench, mixed load: ~2,950 → ~3,950 req/s). The request is
 * logged and gets the security headers as through Express (the same functions); anything
 * else — no kept answer, a stale one, a generation only Redis knows, HSTS that hangs on a
 * forwarded scheme — goes through Express as before, where `cache.answerKept` serves it.
 */
export function answerKeptBeforeRouting(
  app: Express,
  cache: ResponseCache,
  first: FirstSteps,
): void {
  const express = app as unknown as { handle: Handle };
  const route = express.handle.bind(app);
  express.handle = (req, res, done) => {
    const kept = cache.currentAnswer(req);
    if (!kept || !first.securityHeaders(req, res)) return route(req, res, done);
    first.logRequest(req, res);
    sendCachedAnswer(req, res, kept);
  };
}
