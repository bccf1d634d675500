import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { atPhonePace, layoutShift, watchLayoutShifts } from '../support/layout-shift';
import { settle } from '../support/pages';
import { site, sessionAs, useBrowser } from '../support/site';

/** The public pages the server renders with the app's own screens, at their path URLs. */
const SERVER_RENDERED = ['/'];

/** Text as a reader meets it: every run of white space one space. */
const flat = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** The page's main content and footer as the server sent them, parsed, no script run. */
const serverText = (page: Page, url: string) =>
  page.evaluate(async (address) => {
    const html = await (await fetch(address)).text();
    const sent = new DOMParser().parseFromString(html, 'text/html');
    return ['main', 'footer'].map((part) => sent.querySelector(part)?.textContent ?? '');
  }, url);

/** The same parts once the app has hydrated and settled. */
const shownText = (page: Page) =>
  page.evaluate(() =>
    ['main', 'footer'].map((part) => document.querySelector(part)?.textContent ?? ''),
  );

/**
 * Keeps the server's `<main>` element as the browser first parsed it: after hydration it is
 * still the page's `<main>` only if React took the server's HTML over rather than building
 * the page again (which it does after a hydration mismatch).
 */
const keepServerMain = (page: Page) =>
  page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { e2eServerMain: Element | null }).e2eServerMain =
        document.querySelector('main');
    });
  });

const serverMainKept = (page: Page) =>
  page.evaluate(() => {
    const kept = (window as unknown as { e2eServerMain: Element | null }).e2eServerMain;
    return Boolean(kept) && kept === document.querySelector('main');
  });

describe('public pages rendered on the server by the app', () => {
  const { baseUrl } = site();
  const browser = useBrowser();

  it.each(SERVER_RENDERED)(
    'when %s is opened at its path URL, then the server HTML already shows what the hydrated page shows, with no error, no shift and no data request',
    async (path) => {
      const { page, issues, close } = await sessionAs(browser(), 'public');
      await watchLayoutShifts(page);
      await keepServerMain(page);
      await atPhonePace(page);
      // The data the page shows came in its HTML: no fetch of the app's (pictures load as usual).
      const apiReads: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        const asked = ['fetch', 'xhr'].includes(request.resourceType());
        if (asked && pathname.startsWith('/api/')) apiReads.push(pathname);
      });

      await page.goto(`${baseUrl}${path}`);
      await settle(page);

      const [sentMain = '', sentFooter] = (await serverText(page, `${baseUrl}${path}`)).map(flat);
      const [shownMain, shownFooter] = (await shownText(page)).map(flat);
      expect(sentMain.length, path).toBeGreaterThan(0);
      expect(shownMain, path).toBe(sentMain);
      expect(shownFooter, path).toBe(sentFooter);
      expect(await serverMainKept(page), `${path}: hydrated, not built again`).toBe(true);
      expect(await layoutShift(page), path).toBe(0);
      expect(apiReads, path).toEqual([]);
      issues.assertClean(`${path} rendered on the server`);
      await close();
    },
  );
});
