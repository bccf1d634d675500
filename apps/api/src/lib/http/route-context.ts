import type { RequestHandler } from 'express';
import type { ResponseCache } from '../cache/response-cache';
import type { ContentRegistry } from '../collection/content-registry';
import type { OutsideFetchPolicy } from '../net/address-policy';
import type { RateLimitedRoute } from './rate-limits';

/** What the app lends every module's routes: its response cache, rate limiters, public origin. */
export interface RouteContext {
  cache: ResponseCache;
  /** Where each collection stores its items: the audit trail's restores and the media library. */
  content: ContentRegistry;
  limiters: Record<RateLimitedRoute, RequestHandler>;
  /**
   * PUBLIC_ORIGIN ('https://www.example.edu'): the only source of absolute URLs. Without it,
   * URLs are relative, or the request's own origin when a trusted proxy forwarded it.
   */
  publicOrigin?: string | undefined;
  /**
   * Whose images the server may fetch when an admin saves an outside image link; without it
   * (tests that must reach no other host) such links are kept as they are.
   */
  imageImport?: OutsideFetchPolicy | undefined;
  /** SMTP_URL is set: the outbox worker sends mail (else it waits, and the Outbox says so). */
  mailServerConfigured?: boolean;
  /** METRICS_TOKEN: the bearer token GET /api/metrics asks for; unset, the route is 404. */
  metricsToken?: string | undefined;
  /** What time it is (the system clock; tests of bookings choose the day). */
  clock?: () => Date;
}
