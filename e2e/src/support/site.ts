import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newSession, type Session } from './browser';
import type { Audience } from './pages';
import { REPO_ROOT } from './server';

/** Screenshots of every page still open when a test failed. */
export const FAILURE_DIR = path.join(REPO_ROOT, 'e2e', 'output', 'failures');

/** The running site and its two accounts, as global setup provided them. */
export function site() {
  return {
    baseUrl: inject('baseUrl'),
    adminAuth: inject('adminAuth'),
    userAuth: inject('userAuth'),
    tutorAuth: inject('tutorAuth'),
    mailDir: inject('mailDir'),
  };
}

/**
 * A session signed in as the audience (or not at all for visitors); staff screens as the admin,
 * a tutor's own screens as the suite's tutor.
 */
export function sessionAs(
  browser: Browser,
  audience: Audience,
  options: {
    viewport?: { width: number; height: number };
    acceptDownloads?: boolean;
    javaScriptEnabled?: boolean;
  } = {},
): Promise<Session> {
  const { adminAuth, userAuth, tutorAuth } = site();
  const signedIn =
    audience === 'admin' || audience === 'staff'
      ? adminAuth
      : audience === 'user'
        ? userAuth
        : audience === 'tutor'
          ? tutorAuth
          : null;
  return newSession(browser, { signedIn, ...options });
}

/** One signed-in session per audience, made on first use; the viewport is set per page. */
export class SessionPool {
  private readonly sessions = new Map<Audience, Promise<Session>>();

  constructor(private readonly browser: Browser) {}

  get(audience: Audience): Promise<Session> {
    let session = this.sessions.get(audience);
    if (!session) {
      session = sessionAs(this.browser, audience);
      this.sessions.set(audience, session);
    }
    return session;
  }

  async closeAll(): Promise<void> {
    for (const session of this.sessions.values()) await (await session).close();
    this.sessions.clear();
  }
}

/**
 * One Chromium for the test file (launched before its tests, closed after them). Each test
 * opens its own session (fresh storage) and closes it at its end; a failed test leaves its
 * pages open, and they are saved to output/failures/ and closed here.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async ({ task }) => {
    const contexts = browser?.contexts() ?? [];
    if (task.result?.state === 'fail') {
      mkdirSync(FAILURE_DIR, { recursive: true });
      const base = task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80);
      const pages = contexts.flatMap((context) => context.pages());
      for (const [index, page] of pages.entries()) {
        await page
          .screenshot({ path: path.join(FAILURE_DIR, `${base}-${index}.png`), fullPage: true })
          .catch(() => undefined);
      }
    }
    for (const context of contexts) await context.close();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser is not running yet');
    return browser;
  };
}
