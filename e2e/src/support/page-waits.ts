import type { Page } from 'playwright-core';
import { ACTION_TIMEOUT_MS } from './browser';

/**
 * Waits on a page that always end, and say what they waited for when they give up.
 *
 * `page.evaluate` has no timeout of its own: a promise the page never settles holds the test
 * until the test's own timeout, which says nothing about where. The layout tour's home page
 * hit that timeout in CI though never on a quiet machine, the only unbounded
 * waits of its walk being two animation frames and the fonts. Chromium's new headless mode
 * stops drawing a page it takes for hidden, and a page that is not drawn gets no frames
 * (puppeteer#10350; docs/decisions/0051-browser-test-waits-that-end.md).
 */

const LATE = Symbol('late');

/** The work's answer, or LATE after `ms`; a later failure of the abandoned work is ignored. */
async function inTime<T>(work: Promise<T>, ms: number): Promise<T | typeof LATE> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<typeof LATE>((resolve) => {
    timer = setTimeout(() => resolve(LATE), ms);
  });
  work.catch(() => undefined);
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Nothing on the page is still loading (no spinner in a status region). */
export const noSpinnerLeft = (page: Page) =>
  page.waitForFunction(
    () => document.querySelectorAll('[role="status"] .animate-spin').length === 0,
  );

/** Every font the page asked for has loaded or failed (what `document.fonts.ready` awaits). */
export const fontsLoaded = (page: Page) =>
  page.waitForFunction(() => document.fonts.status === 'loaded');

const twoFrames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }),
  );

/** What the page says of itself, for a failure message; it too may not answer. */
async function pageState(page: Page, ms: number): Promise<string> {
  const state = await inTime(
    page.evaluate(
      () => `visibility ${document.visibilityState}, focus ${String(document.hasFocus())}`,
    ),
    ms,
  );
  return state === LATE ? 'the page does not answer either' : state;
}

/**
 * Two animation frames of the page: its viewport observers have reported and React has
 * committed what they revealed. A page that gets none is brought to the front (the tab a
 * visitor reads) and given the same time again, with a line in the log saying so; a page that
 * still gets none fails here, saying what it reported of itself.
 */
export async function framesDrawn(page: Page, ms = ACTION_TIMEOUT_MS): Promise<void> {
  if ((await inTime(twoFrames(page), ms)) !== LATE) return;
  const before = await pageState(page, ms);
  console.warn(`no animation frame within ${ms} ms (${before}): brought to the front`);
  await page.bringToFront();
  if ((await inTime(twoFrames(page), ms)) !== LATE) return;
  throw new Error(
    `no animation frame within ${ms} ms, twice, at ${page.url()} ` +
      `(before: ${before}; after bringing it to the front: ${await pageState(page, ms)})`,
  );
}
