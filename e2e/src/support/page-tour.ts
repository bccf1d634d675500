import { afterAll, beforeAll, inject } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { detailIds, type DetailIds } from './pages';
import { SessionPool } from './site';

export interface PageTour {
  /** A signed-in page per audience, reused across the file's tests. */
  pool: SessionPool;
  /** Real ids for the detail pages. */
  ids: DetailIds;
}

/**
 * What a test that visits every page needs, set up before the file's tests and closed after:
 * one browser, a session per audience, and ids for the detail routes.
 */
export function pageTour(baseUrl: string): PageTour {
  const tour = {} as PageTour;
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
    tour.pool = new SessionPool(browser);
    tour.ids = await detailIds(baseUrl, inject('adminAuth').token, inject('mailDir'));
  });
  afterAll(async () => {
    await tour.pool?.closeAll();
    await browser?.close();
  });
  return tour;
}
