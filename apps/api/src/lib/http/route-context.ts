import type { RequestHandler } from 'express';
import type { ResponseCache } from '../cache/response-cache';
import type { RateLimitedRoute } from './rate-limits';

/** What the app lends every module's routes: its response cache and its rate limiters. */
export interface RouteContext {
  cache: ResponseCache;
  limiters: Record<RateLimitedRoute, RequestHandler>;
}
