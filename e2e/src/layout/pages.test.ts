import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP, PHONE, launchBrowser } from '../support/browser';
import { SITE_PAGES, detailIds, openRoute, type DetailIds } from '../support/pages';
import { REPO_ROOT } from '../support/server';
import { SessionPool, site } from '../support/site';

const SCREENSHOT_DIR = path.join(REPO_ROOT, 'e2e', 'output', 'screenshots');
const NARROW = { width: 360, height: 740 } as const;

describe('layout of every page', () => {
  const { baseUrl } = site();
  let browser: Browser;
  let pool: SessionPool;
  let ids: DetailIds;

  beforeAll(async () => {
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    browser = await launchBrowser();
    pool = new SessionPool(browser);
    ids = await detailIds(baseUrl);
  });
  afterAll(async () => {
    await pool?.closeAll();
    await browser?.close();
  });

  it.each(SITE_PAGES)(
    'when $name is shown at 390 and 1280 px, then a full-page screenshot is saved, and at 360 px it does not scroll sideways',
    async (sitePage) => {
      const { page, issues } = await pool.get(sitePage.audience);
      for (const viewport of [PHONE, DESKTOP]) {
        await page.setViewportSize(viewport);
        await openRoute(page, baseUrl, sitePage.path(ids));
        const file = path.join(SCREENSHOT_DIR, `${sitePage.name}-${viewport.width}.png`);
        await page.screenshot({ path: file, fullPage: true });
        issues.assertClean(`${sitePage.name} at ${viewport.width} px`);
      }
      await page.setViewportSize(NARROW);
      await openRoute(page, baseUrl, sitePage.path(ids));
      // The main heading keeps a margin from both edges (no screen flush against the glass).
      const heading = await page
        .locator('h1')
        .first()
        .evaluate((h1) => {
          const box = h1.getBoundingClientRect();
          return { left: box.left, right: window.innerWidth - box.right };
        });
      expect(heading.left, `${sitePage.name}: h1 touches the left edge`).toBeGreaterThanOrEqual(8);
      expect(heading.right, `${sitePage.name}: h1 touches the right edge`).toBeGreaterThanOrEqual(
        8,
      );
      const overflow = await page.evaluate(() => {
        const root = document.scrollingElement ?? document.documentElement;
        return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
      });
      expect(
        overflow.scrollWidth,
        `${sitePage.name} scrolls sideways at 360 px`,
      ).toBeLessThanOrEqual(overflow.clientWidth);
      issues.assertClean(`${sitePage.name} at 360 px`);
    },
  );
});
