import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ViewportSize } from 'playwright-core';
import { DESKTOP, PHONE } from '../support/browser';
import { pageTour } from '../support/page-tour';
import { SITE_PAGES, openRoute, scrollThroughPage } from '../support/pages';
import { REPO_ROOT } from '../support/server';
import { site } from '../support/site';
import { trail } from '../support/trail';

const SCREENSHOT_DIR = path.join(REPO_ROOT, 'e2e', 'output', 'screenshots');
const NARROW = { width: 360, height: 740 } as const;

describe('layout of every page', () => {
  const { baseUrl } = site();
  const tour = pageTour(baseUrl);

  beforeAll(() => {
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
  });

  it.each(SITE_PAGES)(
    'when $name is shown at 390 and 1280 px, then a full-page screenshot is saved, and at 360 px it does not scroll sideways',
    async (sitePage) => {
      const step = trail();
      step(`a session for ${sitePage.audience}`);
      const { page, issues } = await tour.pool.get(sitePage.audience);
      const readDown = async (viewport: ViewportSize) => {
        step(`${viewport.width} px: open`);
        await page.setViewportSize(viewport);
        await openRoute(page, baseUrl, sitePage.path(tour.ids));
        step(`${viewport.width} px: read down`);
        // The whole page, with what is built as the visitor nears it.
        await scrollThroughPage(page);
      };
      for (const viewport of [PHONE, DESKTOP]) {
        await readDown(viewport);
        step(`${viewport.width} px: screenshot`);
        const file = path.join(SCREENSHOT_DIR, `${sitePage.name}-${viewport.width}.png`);
        await page.screenshot({ path: file, fullPage: true });
        issues.assertClean(`${sitePage.name} at ${viewport.width} px`);
      }
      await readDown(NARROW);
      step(`${NARROW.width} px: measure`);
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
