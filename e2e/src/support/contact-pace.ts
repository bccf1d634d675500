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

/**
 * Scrolls down half a screen, as a visitor does to reach the contact form, and waits for it:
 * the form is built once it shows or the visitor first moves down the page
 * (apps/web/src/features/contact/components/contact-page.tsx), and its top lies just below the
 * first screen of the e2e's desktop (878 px of 800) and phone alike.
 */
export async function scrollToContactForm(page: Page): Promise<void> {
  // The contact page first: after a link's click the page before it stays on screen while the
  // contact page loads, and a scroll then moves that page, not this one.
  await page.getByRole('heading', { name: 'Contact Us', level: 1 }).waitFor();
  await page.evaluate(() => window.scrollBy(0, window.innerHeight / 2));
  await page.getByRole('button', { name: 'Send Message' }).waitFor();
}
