import type { AppRender } from './app-render';
import type { BookingLimits } from '@tutoring/shared';
import type { RequestHandler } from 'express';
import type { ResponseCache } from '../cache/response-cache';
import type { ChangeEvent } from '../collection/change-event';
import type { ContentRegistry } from '../collection/content-registry';
import type { OutsideFetchPolicy } from '../net/address-policy';
import type { RateLimitedRoute } from './rate-limits';

/**
 * Runs after a write has succeeded and before it is answered (in the spirit of Payload's
 * afterChange): cache invalidation awaits here, so once a client sees 2xx no instance serves
 * the old copy; the audit trail records in the background and never delays or fails a write.
 */
export type ChangeHook = (event: ChangeEvent, context: RouteContext) => Promise<void> | void;

/** What the app lends every module's routes: its response cache, rate limiters, public origin. */
export interface RouteContext {
  cache: ResponseCache;
  /** Where each collection stores its items: the audit trail's restores and the media library. */
  content: ContentRegistry;
  limiters: Record<RateLimitedRoute, RequestHandler>;
  /**
   * What every collection's writes run after its stale answers are moved on: the audit trail
   * and the release of files a write let go of. Lent by the composition root (routes.ts): they
   * live in modules, which lib/ never imports.
   */
  afterEveryChange?: readonly ChangeHook[];
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
  /** OUTBOX_PAUSED: the worker sends nothing whatever an admin resumes. */
  outboxPaused?: boolean;
  /** METRICS_TOKEN: the bearer token GET /api/metrics asks for; unset, the route is 404. */
  metricsToken?: string | undefined;
  /** What time it is (the system clock; tests of bookings choose the day). */
  clock?: () => Date;
  /**
   * The built app's entry page with a page's head and content put in (app.ts, from the built
   * SPA); undefined where the server has none: public pages are then documents of their own.
   */
  entryPage?: ((head: string, body: string) => string) | undefined;
  /** The app's server render of its public screens (lib/http/app-render.ts). */
  appRender?: AppRender | undefined;
  /** What one parent may hold (BOOKING_LIMITS unless a test says otherwise). */
  bookingLimits?: Partial<BookingLimits> | undefined;
}
