import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiCall, uniqueSuffix } from '../support/api';
import { openRoute } from '../support/pages';
import { site, sessionAs, useBrowser } from '../support/site';

const NARROW = { width: 360, height: 740 } as const;

/** Wide tables scroll inside their own box; the page itself never scrolls sideways. */
async function pageScrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth > root.clientWidth;
  });
}

describe('wide admin tables on a 360 px phone', () => {
  const { baseUrl } = site();
  const browser = useBrowser();

  it('when the course lists are in table view and contact messages are listed, then only the tables scroll sideways, not the page', async () => {
    // Hidden labels inside a table (e.g. 'Status for <name>') once pushed the page wide.
    await apiCall(baseUrl, 'POST', '/contact', {
      body: { name: `Wide Table Parent ${uniqueSuffix()}`, course: 'IB Physics', message: 'Hi' },
    });
    const { page, issues, close } = await sessionAs(browser(), 'admin', { viewport: NARROW });
    for (const path of ['/admin/courses', '/admin/coursesv2']) {
      await openRoute(page, baseUrl, path);
      await page.getByRole('button', { name: 'Table view' }).click();
      await page.getByRole('table').waitFor();
      expect(await pageScrollsSideways(page), `${path} in table view`).toBe(false);
    }
    await openRoute(page, baseUrl, '/admin/contacts');
    await page.getByRole('table').waitFor();
    expect(await pageScrollsSideways(page), '/admin/contacts').toBe(false);
    issues.assertClean('wide admin tables');
    await close();
  });
});
