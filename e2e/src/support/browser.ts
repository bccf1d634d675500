import { expect } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

export { CHROMIUM_PATH } from './chromium';

/** A loaded 2-core machine: generous, but every wait is on a condition. */
export const ACTION_TIMEOUT_MS = 15_000;
export const NAVIGATION_TIMEOUT_MS = 30_000;

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * What went wrong on the pages of one session: console errors, uncaught exceptions, and
 * requests to any host but this machine (docs/API.md section 6: a page load contacts no
 * other host). Foreign requests are aborted, never sent.
 */
export class PageIssues {
  readonly consoleErrors: string[] = [];
  readonly externalRequests: string[] = [];
  private readonly allowedConsole: RegExp[] = [
    // docs/API.md section 4: a v1 course without details answers 404, which the pages expect;
    // Chromium logs every failed fetch as a console error all the same.
    /^Failed to load resource: the server responded with a status of 404 \(Not Found\) \(http:\/\/127\.0\.0\.1:\d+\/api\/courses\/[0-9a-f]{24}\/details\)$/,
  ];
  private readonly allowedHosts: RegExp[] = [];

  /** A console error this test expects (e.g. the 404 of a course without details). */
  allowConsoleError(pattern: RegExp): void {
    this.allowedConsole.push(pattern);
  }

  /** A foreign host the visitor asked for (e.g. a video embed); still aborted, not reported. */
  allowExternalHost(pattern: RegExp): void {
    this.allowedHosts.push(pattern);
  }

  recordConsoleError(text: string): void {
    if (!this.allowedConsole.some((pattern) => pattern.test(text))) this.consoleErrors.push(text);
  }

  recordExternal(url: string): void {
    const host = new URL(url).hostname;
    if (!this.allowedHosts.some((pattern) => pattern.test(host))) this.externalRequests.push(url);
  }

  /** Fails the test with everything recorded so far, then starts afresh. */
  assertClean(where = ''): void {
    const problems = [
      ...this.consoleErrors.map((text) => `console error: ${text}`),
      ...this.externalRequests.map((url) => `request to another host: ${url}`),
    ];
    this.consoleErrors.length = 0;
    this.externalRequests.length = 0;
    expect(problems, `page problems ${where}`).toEqual([]);
  }
}

export type SignedIn = { token: string; user: unknown } | null;

export interface Session {
  context: BrowserContext;
  page: Page;
  issues: PageIssues;
  close(): Promise<void>;
}

interface SessionOptions {
  viewport?: { width: number; height: number };
  /** Stored in localStorage before the app starts, as a real sign-in would leave it. */
  signedIn?: SignedIn;
  acceptDownloads?: boolean;
  /** The browser's time zone (IANA name), as a visitor abroad has it; the machine's when absent. */
  timezoneId?: string;
  /** False: the page as the server sent it, no script run (what a reader meets before any). */
  javaScriptEnabled?: boolean;
}

async function guardContext(context: BrowserContext, issues: PageIssues): Promise<void> {
  await context.route('**/*', async (route) => {
    const url = route.request().url();
    if (LOCAL_HOSTS.has(new URL(url).hostname)) return route.continue();
    issues.recordExternal(url);
    return route.abort('blockedbyclient');
  });
}

function watchPage(page: Page, issues: PageIssues): void {
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const where = message.location().url;
    issues.recordConsoleError(`${message.text()}${where ? ` (${where})` : ''}`);
  });
  page.on('pageerror', (error) => issues.recordConsoleError(`uncaught: ${error.message}`));
}

let visitors = 0;

/**
 * The address a new session's visitor comes from (198.18.0.0/15, kept for tests), told to
 * the server as a trusted proxy would (server.ts sets TRUST_PROXY to loopback).
 */
function visitorAddress(): string {
  visitors += 1;
  return `198.18.${process.pid % 256}.${(visitors % 254) + 1}`;
}

/** A fresh browser context (own storage, own visitor address) with one guarded page. */
export async function newSession(browser: Browser, options: SessionOptions = {}): Promise<Session> {
  const context = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': visitorAddress() },
    viewport: options.viewport ?? DESKTOP,
    acceptDownloads: options.acceptDownloads ?? false,
    reducedMotion: 'reduce',
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  context.setDefaultTimeout(ACTION_TIMEOUT_MS);
  context.setDefaultNavigationTimeout(NAVIGATION_TIMEOUT_MS);
  const issues = new PageIssues();
  await guardContext(context, issues);
  if (options.signedIn) {
    // Once per tab, so a later sign-out in the test is not undone by a reload.
    await context.addInitScript((auth) => {
      // about:blank has no storage of its own.
      if (location.protocol !== 'http:') return;
      if (sessionStorage.getItem('e2e-signed-in')) return;
      localStorage.setItem('token', auth.token);
      localStorage.setItem('user', JSON.stringify(auth.user));
      sessionStorage.setItem('e2e-signed-in', '1');
    }, options.signedIn);
  }
  context.on('page', (page) => watchPage(page, issues));
  const page = await context.newPage();
  return { context, page, issues, close: () => context.close() };
}
