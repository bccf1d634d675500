import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { expectNoSeriousViolations } from '../support/axe';
import { DESKTOP, PHONE, launchBrowser } from '../support/browser';
import { SITE_PAGES, detailIds, openRoute, type DetailIds } from '../support/pages';
import { SessionPool, site } from '../support/site';

describe('accessibility of every page (axe-core)', () => {
  const { baseUrl } = site();
  let browser: Browser;
  let pool: SessionPool;
  let ids: DetailIds;

  beforeAll(async () => {
    browser = await launchBrowser();
    pool = new SessionPool(browser);
    ids = await detailIds(baseUrl);
  });
  afterAll(async () => {
    await pool?.closeAll();
    await browser?.close();
  });

  it.each(SITE_PAGES)(
    'when $name is shown on a desktop and a phone, then axe finds nothing serious or critical and the page stays clean',
    async (sitePage) => {
      const { page, issues } = await pool.get(sitePage.audience);
      for (const viewport of [DESKTOP, PHONE]) {
        await page.setViewportSize(viewport);
        await openRoute(page, baseUrl, sitePage.path(ids));
        const where = `${sitePage.name} at ${viewport.width} px`;
        await expectNoSeriousViolations(page, where);
        issues.assertClean(where);
      }
    },
  );
});
