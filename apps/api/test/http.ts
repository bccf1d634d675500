import type { Role } from '@tutoring/shared';
import supertest from 'supertest';
import { createApp, siteListener, type AppConfig } from '../src/app';
import { hashPassword } from '../src/lib/auth/passwords';
import { localGenerations } from '../src/lib/cache/generations';
import { createResponseCache } from '../src/lib/cache/response-cache';
import { ContentRegistry } from '../src/lib/collection/content-registry';
import { createRateLimiters } from '../src/lib/http/rate-limits';
import { readAuth } from '../src/lib/auth/authenticate';
import { issueToken } from '../src/modules/auth/auth.service';
import { lookUpSession } from '../src/modules/auth/sessions';
import { toPublicUser, UserModel } from '../src/modules/users/user.model';
import { createSiteRoutes } from '../src/routes';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

/**
 * The whole app, as a client sees it, without a listening port. The response cache is off
 * unless asked for: functional tests arrange data straight in the database, which no cache
 * sees (lib/cache has the cache's own tests).
 */
export function testClient(
  options: Pick<
    AppConfig,
    | 'rateLimits'
    | 'responseCache'
    | 'logger'
    | 'trustProxy'
    | 'publicOrigin'
    | 'imageImportAllowHosts'
    | 'importOutsideImages'
    | 'webDistDir'
    | 'appRenderModule'
    | 'mailServerConfigured'
    | 'clock'
    | 'bookingLimits'
  > = {},
) {
  const app = createApp({
    ...options,
    jwtSecret: TEST_JWT_SECRET,
    rateLimits: options.rateLimits ?? GENEROUS_LIMITS,
    // Every test books from one address: the per-address limit has tests of its own.
    bookingLimits: options.bookingLimits ?? { perAddressPerDay: 100_000 },
    responseCache: options.responseCache ?? false,
    // No test reaches another host unless it says so (the image-import tests, locally).
    importOutsideImages: options.importOutsideImages ?? false,
  });
  // As the server listens: kept public answers go out in front of the app.
  return supertest(siteListener(app));
}

/** The app's reading of bearer tokens, for tests that mount routes on an app of their own. */
export const readTestAuth = () => readAuth(TEST_JWT_SECRET, lookUpSession);

/** Functional tests send many requests from one address; rate limits have tests of their own. */
export const GENEROUS_LIMITS = {
  login: { limit: 100_000, windowMs: 60_000 },
  register: { limit: 100_000, windowMs: 60_000 },
  contact: { limit: 100_000, windowMs: 60_000 },
  password: { limit: 100_000, windowMs: 60_000 },
  booking: { limit: 100_000, windowMs: 60_000 },
};

/** Every route table of the site, as createApp() builds them: what is mounted and documented. */
export function siteRoutes() {
  const context = {
    cache: createResponseCache(localGenerations(), { enabled: false }),
    limiters: createRateLimiters(GENEROUS_LIMITS),
    content: new ContentRegistry(),
    imageImport: { allowHosts: new Set<string>() },
  };
  return createSiteRoutes(context, TEST_JWT_SECRET);
}

let counter = 0;

/**
 * A sign-in that fails, for another unknown e-mail each time: tests of the per-address limits
 * must not run into the per-account lock (5 failures of one e-mail), which has tests of its own.
 */
export function wrongLogin() {
  counter += 1;
  return { email: `nobody-${counter}-${Date.now()}@example.com`, password: 'wrong password' };
}

/** Creates a user in the test database and returns a valid bearer header for it. */
export async function createUserWithToken(
  role: Role = 'user',
  password = 'correct horse battery',
  /** A tutor's team member (role tutor). */
  teamMemberId?: string,
) {
  counter += 1;
  const user = await UserModel.create({
    email: `${role}${counter}-${Date.now()}@example.com`,
    name: `Test ${role} ${counter}`,
    passwordHash: await hashPassword(password),
    role,
    ...(teamMemberId ? { teamMemberId } : {}),
  });
  const { token } = await issueToken(TEST_JWT_SECRET, toPublicUser(user));
  return { user, token, authorization: `Bearer ${token}` };
}

/** Checks the error envelope of docs/API.md section 5. */
export function expectEnvelope(body: unknown, code: string): void {
  const envelope = body as { message?: unknown; code?: unknown };
  if (
    typeof envelope.message !== 'string' ||
    envelope.message.length === 0 ||
    envelope.code !== code
  ) {
    throw new Error(`expected an error envelope with code ${code}, got ${JSON.stringify(body)}`);
  }
}
