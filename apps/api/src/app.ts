import { existsSync } from 'node:fs';
import type { RequestListener } from 'node:http';
import { hstsForOrigin, type BookingLimits } from '@tutoring/shared';
import compression from 'compression';
import cors from 'cors';
import express, { type Express } from 'express';
import { readAuth } from './lib/auth/authenticate';
import { MIN_GZIP_BYTES } from './lib/cache/cached-answer';
import { localGenerations, sharedGenerations } from './lib/cache/generations';
import { keptAnswersFirst } from './lib/cache/kept-answers-first';
import { createResponseCache } from './lib/cache/response-cache';
import { ContentRegistry } from './lib/collection/content-registry';
import { accessLog, requestLog } from './lib/http/access-log';
import { errorHandler, unknownApiRoute } from './lib/http/error-handler';
import {
  plainSecurityHeaders,
  securityHeaderList,
  securityHeaders,
  type TrustsProxy,
} from './lib/http/security-headers';
import { entryPageShell, serveSpa } from './lib/http/serve-spa';
import { appRenderFrom } from './lib/http/app-render';
import { siteOrigin } from './lib/http/site-origin';
import { createRateLimiters, type RateLimitOptions } from './lib/http/rate-limits';
import type { RouteContext } from './lib/http/route-context';
import { createLogger, type Logger } from './lib/logger';
import { countAnswer } from './lib/metrics/request-metrics';
import { connectSharedStore, type SharedStore } from './lib/redis/redis-client';
import {
  createSiteRoutes,
  sessionLookup,
  siteHead,
  siteHousekeeping,
  useSealingSecret,
  type TwoFactorKeys,
} from './routes';

export interface AppConfig {
  jwtSecret: string;
  /** TWO_FACTOR_KEY and the keys before it; omitted: JWT_SECRET seals the seeds, as before. */
  twoFactorKeys?: TwoFactorKeys;
  corsOrigins?: string[];
  /**
   * TRUST_PROXY: the proxies (addresses, CIDR ranges, loopback…) whose X-Forwarded-For,
   * -Proto and -Host are believed; false or omitted: none, the socket is the client.
   */
  trustProxy?: string[] | false | undefined;
  /** PUBLIC_ORIGIN: the only source of absolute URLs, and of HSTS when it is https. */
  publicOrigin?: string | undefined;
  /**
   * IMAGE_IMPORT_ALLOW_HOSTS: "host:port" pairs the server may fetch images from although they
   * are on a private or local network (everything else there is refused).
   */
  imageImportAllowHosts?: readonly string[];
  /**
   * Outside image links become stored files (on unless false). Tests turn it off where they
   * must not reach other hosts; the image-import tests turn it on against a local server.
   */
  importOutsideImages?: boolean;
  /** SMTP_URL is set, so queued mail is sent (server.ts runs the outbox worker). */
  mailServerConfigured?: boolean;
  outboxPaused?: boolean;
  /** The built SPA to serve for every non-API path; omitted in tests and in dev. */
  webDistDir?: string | undefined;
  /**
   * The module of the app's server render (Vite's SSR build, apps/web/dist-ssr/render-page.js;
   * its source in tests): public pages are then rendered by the app's own screens.
   */
  appRenderModule?: string | undefined;
  logger?: Logger;
  /** Tests raise or lower these; production uses DEFAULT_RATE_LIMITS. */
  rateLimits?: RateLimitOptions;
  /** REDIS_URL: rate limits and cache invalidation shared by every API instance. */
  redisUrl?: string | undefined;
  /** Namespace of this site's Redis keys (tests use one per run). */
  redisKeyPrefix?: string;
  /** METRICS_TOKEN: GET /api/metrics answers only to it as a bearer token (404 when unset). */
  metricsToken?: string | undefined;
  /** What time it is: tests of bookings set the day they book on; else the system clock. */
  clock?: () => Date;
  /** Production uses BOOKING_LIMITS; tests that book many classes from one address raise them. */
  bookingLimits?: Partial<BookingLimits>;
  /** The anonymous response cache (on unless false; functional tests that write straight to the database turn it off). */
  responseCache?: boolean;
  /**
   * How often the process's chores run (removing released files past their retention window):
   * server.ts runs them hourly; tests leave them off (uploads and the file list run them too).
   */
  housekeepingEveryMs?: number;
}

/** Connections and timers an app holds beyond its requests; closeApp() releases them. */
const sharedStores = new WeakMap<Express, SharedStore>();
const housekeepers = new WeakMap<Express, NodeJS.Timeout>();
const listeners = new WeakMap<Express, RequestListener>();

/**
 * What the server listens with (server.ts, and the tests' client): the app behind the one
 * front door of kept public answers (lib/cache/kept-answers-first.ts).
 */
export function siteListener(app: Express): RequestListener {
  return listeners.get(app) ?? app;
}

/** The Redis connection of an app created with redisUrl (tests wait for it to be ready). */
export function sharedStoreOf(app: Express): SharedStore | undefined {
  return sharedStores.get(app);
}

/** Releases what createApp() opened (Redis, the chores' timer); the server calls it on shutdown. */
export async function closeApp(app: Express): Promise<void> {
  clearInterval(housekeepers.get(app));
  await sharedStores.get(app)?.close();
}

/** Builds the whole HTTP app without listening, so tests drive it through supertest. */
export function createApp(config: AppConfig): Express {
  const logger = config.logger ?? createLogger('silent');
  // Queued mails' link tokens are sealed with a key from the JWT secret (every instance has it).
  useSealingSecret(config.jwtSecret);
  const app = express();
  app.disable('x-powered-by');
  // Whose forwarding headers count (client address for the rate limits, scheme, host): only
  // the proxies TRUST_PROXY names. A client that reaches the API directly writes its own.
  app.set('trust proxy', config.trustProxy ?? false);

  const shared = config.redisUrl
    ? connectSharedStore(config.redisUrl, config.redisKeyPrefix ?? 'tutoring:', logger)
    : undefined;
  if (shared) sharedStores.set(app, shared);
  const cache = createResponseCache(
    shared ? sharedGenerations(shared, logger, () => cache.clear()) : localGenerations(),
    { enabled: config.responseCache !== false },
  );
  // After Redis was away, writes may have gone unannounced: start again from an empty cache.
  shared?.client.on('ready', () => cache.clear());

  const spaDist =
    config.webDistDir && existsSync(config.webDistDir) ? config.webDistDir : undefined;
  const logRequest = requestLog(logger, countAnswer);
  const hsts = hstsForOrigin(config.publicOrigin);
  app.use(accessLog(logRequest));
  app.use(securityHeaders(hsts));
  const limiters = createRateLimiters({
    ...config.rateLimits,
    ...(shared ? { shared: { store: shared, logger } } : {}),
  });
  const context: RouteContext = {
    cache,
    limiters,
    content: new ContentRegistry(),
    publicOrigin: config.publicOrigin,
    mailServerConfigured: config.mailServerConfigured ?? false,
    outboxPaused: config.outboxPaused ?? false,
    metricsToken: config.metricsToken,
    clock: config.clock ?? (() => new Date()),
    bookingLimits: config.bookingLimits,
    entryPage: spaDist ? entryPageShell(spaDist) : undefined,
    appRender:
      config.appRenderModule && existsSync(config.appRenderModule)
        ? appRenderFrom(config.appRenderModule)
        : undefined,
    imageImport:
      config.importOutsideImages === false
        ? undefined
        : {
            allowHosts: new Set(config.imageImportAllowHosts?.map((host) => host.toLowerCase())),
          },
  };
  const routes = createSiteRoutes(context, config.jwtSecret, config.twoFactorKeys);
  if (config.housekeepingEveryMs) {
    const chores = siteHousekeeping(context, logger);
    const timer = setInterval(() => void chores(), config.housekeepingEveryMs);
    // Never what keeps the process alive: shutdown closes the app, or the process just ends.
    timer.unref();
    housekeepers.set(app, timer);
  }

  // Same origin only unless CORS_ORIGIN lists others (cors with no origin would only pass
  // every request on).
  const apiCors = config.corsOrigins?.length ? cors({ origin: config.corsOrigins }) : undefined;
  if (apiCors) app.use('/api', apiCors);
  const trustsProxy = app.get('trust proxy fn') as TrustsProxy;
  listeners.set(
    app,
    keptAnswersFirst(app, cache, {
      logRequest,
      securityHeaders: plainSecurityHeaders(hsts, trustsProxy),
      securityHeaderList: securityHeaderList(hsts, trustsProxy),
      cors: apiCors,
    }),
  );
  // Answers made per request (a course's free slots, tens of KB of repeated keys; the entry
  // page) are gzipped when large enough: on a phone's slow link they competed with the page's
  // main picture. Kept answers carry their own gzip (cache.serve, the front door);
  // pre-compressed files and pictures are left as they are (already encoded, or not a
  // compressible type).
  app.use(compression({ threshold: MIN_GZIP_BYTES }));
  // Bodies are read by each route after its guard (lib/http/route-table.ts), not here.
  app.use('/api', readAuth(config.jwtSecret, sessionLookup));
  app.use('/api', routes.api.router);
  app.use('/api', unknownApiRoute);
  app.use(routes.root.router);
  app.use(routes.pages);
  if (spaDist) {
    serveSpa(app, spaDist, (req) => siteHead(siteOrigin(req, config.publicOrigin)));
  }
  app.use(routes.pageNotFound);

  app.use(errorHandler);
  return app;
}
