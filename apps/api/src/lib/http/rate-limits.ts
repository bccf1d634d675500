import type { RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit, type Store } from 'express-rate-limit';
import { AppError } from '../errors';
import type { Logger } from '../logger';
import type { SharedStore } from '../redis/redis-client';
import { sharedRateLimitStore } from './shared-rate-limit-store';

export interface RateLimit {
  /** Requests allowed per client address within the window. */
  limit: number;
  windowMs: number;
}

export type RateLimitedRoute = 'login' | 'register' | 'contact' | 'password' | 'booking';
export type RateLimitSettings = Record<RateLimitedRoute, RateLimit>;

/** Limits per route, plus where counts are kept: Redis when shared, else this process. */
export type RateLimitOptions = Partial<RateLimitSettings> & {
  shared?: { store: SharedStore; logger: Logger };
};

const MINUTE = 60_000;

/**
 * Enough for a family sharing one address, far too few for guessing passwords or flooding
 * the institute's inbox.
 */
export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  login: { limit: 10, windowMs: 15 * MINUTE },
  register: { limit: 5, windowMs: 60 * MINUTE },
  contact: { limit: 10, windowMs: 15 * MINUTE },
  /** Forgot, reset and change password: each mails someone or compares a password. */
  password: { limit: 10, windowMs: 15 * MINUTE },
  /** Booking, moving or cancelling a demo class: as many as contact messages. */
  booking: { limit: 10, windowMs: 15 * MINUTE },
};

const MESSAGES: Record<RateLimitedRoute, string> = {
  login: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  register: 'Too many accounts were created from your network. Please try again later.',
  contact: 'Too many messages were sent from your network. Please try again later.',
  password:
    'Too many password requests from your network. Please wait a few minutes and try again.',
  booking: 'Too many bookings were made from your network. Please try again later.',
};

function limiterFor(
  route: RateLimitedRoute,
  settings: RateLimit,
  shared: RateLimitOptions['shared'],
): RequestHandler {
  const store: Store | undefined = shared && sharedRateLimitStore(shared.store, route);
  return rateLimit({
    windowMs: settings.windowMs,
    limit: settings.limit,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    ...(store && shared
      ? {
          store,
          // Fail-open: when Redis is away a request goes through unlimited (with a warning in
          // the log) rather than every login answering 500. Brute force stays bounded by the
          // bcrypt cost and the outage is visible in the logs.
          passOnStoreError: true,
          logger: {
            error: (error: unknown, message?: string) =>
              shared.logger.warn({ err: error }, message),
            warn: (error: unknown, message?: string) => shared.logger.warn({ err: error }, message),
          },
        }
      : {}),
    // The client address (trust proxy is one hop; IPv6 grouped by /56 so a block cannot rotate
    // addresses), whatever spelling of the path was used.
    keyGenerator: (req) => `${route}:${ipKeyGenerator(req.ip ?? '')}`,
    handler: (req, res, next) => {
      const { rateLimit: info } = req as { rateLimit?: { resetTime?: Date } };
      const resetTime = info?.resetTime?.getTime() ?? Date.now() + settings.windowMs;
      res.setHeader('Retry-After', String(Math.max(1, Math.ceil((resetTime - Date.now()) / 1000))));
      next(new AppError('RATE_LIMITED', MESSAGES[route]));
    },
  });
}

/**
 * One limiter per rate-limited route. With `shared` (REDIS_URL) every API instance counts in
 * the same Redis keys; without it each instance keeps its own counts in memory.
 */
export function createRateLimiters(
  options: RateLimitOptions = {},
): Record<RateLimitedRoute, RequestHandler> {
  const { shared, ...overrides } = options;
  const settings = { ...DEFAULT_RATE_LIMITS, ...overrides };
  const routes = Object.keys(settings) as RateLimitedRoute[];
  return Object.fromEntries(
    routes.map((route) => [route, limiterFor(route, settings[route], shared)]),
  ) as Record<RateLimitedRoute, RequestHandler>;
}
