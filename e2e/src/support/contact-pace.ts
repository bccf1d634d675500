import type { Page } from 'playwright-core';

/**
 * The API files a contact form sent sooner than CONTACT_MIN_FILL_MS (3 s, packages/shared
 * constants) after it appeared as spam, hidden from staff. A test types faster than any
 * person, so it runs the page on Playwright's clock and lets "a person's few seconds" pass
 * before sending: no real waiting, and the page's later timers (the 2 s return home) still
 * run in real time.
 */
const A_PERSONS_PACE_MS = 4_000;

/** Call before the contact page loads. */
export function useControllableClock(page: Page): Promise<void> {
  return page.clock.install();
}

/** Call just before sending the form. */
export function letAPersonsPacePass(page: Page): Promise<void> {
  return page.clock.fastForward(A_PERSONS_PACE_MS);
}
