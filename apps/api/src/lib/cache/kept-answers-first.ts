import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { LogRequest } from '../http/access-log';
import { sendCachedAnswer } from './cached-answer';
import type { ResponseCache } from './response-cache';

/** What every answer gets first, on plain Node objects, from the functions the app uses too. */
export interface FirstSteps {
  logRequest: LogRequest;
  securityHeaders: (req: IncomingMessage, res: ServerResponse) => void;
  /** The API's CORS policy when CORS_ORIGIN sets one: the very middleware the app mounts. */
  cors?: ((req: IncomingMessage, res: ServerResponse, next: () => void) => void) | undefined;
}

/**
 * The one way a kept public answer goes out: a request listener around the app, where the
 * server is created. One lookup decides; a current, young answer is sent with the app's access
 * log, security headers and CORS headers, and Express never sees the request. Express adopting
 * a request swaps the prototypes of Node's request and response for its own, and the objects
 * stay slow for every later step of the answer, Node's own writing included; that, more than
 * the router's walk, was a cached read's CPU (docs/decisions/0019-kept-answers-before-express.md).
 * Anything else (no kept answer, a stale or aged one, a token) goes to the app unchanged.
 */
export function keptAnswersFirst(
  app: RequestListener,
  cache: ResponseCache,
  first: FirstSteps,
): RequestListener {
  return (req, res) => {
    const kept = cache.keptAnswer(req);
    if (!kept) return app(req, res);
    first.logRequest(req, res);
    first.securityHeaders(req, res);
    if (!first.cors) return sendCachedAnswer(req, res, kept);
    first.cors(req, res, () => sendCachedAnswer(req, res, kept));
  };
}
