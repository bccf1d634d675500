import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE } from '../support/browser';
import { apiCall, uniqueSuffix } from '../support/api';
import { openRoute } from '../support/pages';
import { REPO_ROOT } from '../support/server';
import { site, sessionAs, useBrowser } from '../support/site';

const SCREENSHOT_DIR = path.join(REPO_ROOT, 'e2e', 'output', 'screenshots');
const NARROW = { width: 360, height: 740 } as const;

/** How far the page, or any box in it that scrolls sideways, reaches past its right edge. */
async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    const scrollers = Array.from(document.querySelectorAll('main *')).filter((box) =>
      ['auto', 'scroll'].includes(getComputedStyle(box).overflowX),
    );
    return Math.max(0, ...[root, ...scrollers].map((box) => box.scrollWidth - box.clientWidth));
  });
}

/** A lead whose address is long and unbroken, as the ones that once broke letter by letter. */
async function postLongLead(baseUrl: string) {
  const name = `Wide Table Parent ${uniqueSuffix()}`;
  await apiCall(baseUrl, 'POST', '/contact', {
    body: {
      name,
      course: 'IB Physics HL',
      email: 'priyadarshini.venkataraman@international-school.example.com',
      mobile: '+91 98765 43210',
      message: 'We are looking for weekend classes before the May session.',
    },
  });
  return name;
}

describe('admin lists on phones and desktops', () => {
  const { baseUrl } = site();
  const browser = useBrowser();

  it('when contact messages are listed at 1280 px, then the whole table fits: Notes shows, nothing scrolls sideways', async () => {
    const name = await postLongLead(baseUrl);
    const { page, issues, close } = await sessionAs(browser(), 'admin', { viewport: DESKTOP });
    await openRoute(page, baseUrl, `/admin/contacts?q=${encodeURIComponent(name)}`);
    const table = page.getByRole('table', { name: 'Contact messages' });
    await table.getByRole('rowheader', { name: new RegExp(name) }).waitFor();

    expect(await sidewaysOverflow(page)).toBe(0);
    const notes = await table.getByRole('columnheader', { name: 'Notes' }).boundingBox();
    expect(notes!.x + notes!.width).toBeLessThanOrEqual(DESKTOP.width);
    // The address wraps only after its '@' or a dot (7 pieces at most), never letter by letter.
    const lines = await table.getByText('priyadarshini.', { exact: false }).evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top))).size;
    });
    expect(lines).toBeLessThanOrEqual(7);
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'admin-contacts-table-1280.png') });
    issues.assertClean('contact messages at 1280 px');
    await close();
  });

  it('when contact messages are listed on a 390 px phone, then each lead is a card and nothing scrolls sideways', async () => {
    const name = await postLongLead(baseUrl);
    const { page, issues, close } = await sessionAs(browser(), 'admin', { viewport: PHONE });
    await openRoute(page, baseUrl, `/admin/contacts?q=${encodeURIComponent(name)}`);
    const cards = page.getByRole('list', { name: 'Contact messages' });
    await cards.getByText(name, { exact: true }).waitFor();

    expect(await page.getByRole('table').count()).toBe(0);
    expect(await cards.getByRole('listitem').count()).toBe(1);
    await cards.getByLabel(`Status for ${name}`).waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);
    await page.screenshot({
      path: path.join(SCREENSHOT_DIR, 'admin-contacts-cards-390.png'),
      fullPage: true,
    });
    issues.assertClean('contact messages at 390 px');
    await close();
  });

  it('when the course lists are in table view on a 360 px phone, then they show as cards and the page does not scroll sideways', async () => {
    const { page, issues, close } = await sessionAs(browser(), 'admin', { viewport: NARROW });
    for (const path of ['/admin/courses', '/admin/coursesv2']) {
      await openRoute(page, baseUrl, path);
      await page.getByRole('button', { name: 'Table view' }).click();
      await page.getByRole('list', { name: 'Courses' }).waitFor();
      expect(await page.getByRole('table').count(), `${path}: no table on a phone`).toBe(0);
      expect(await sidewaysOverflow(page), `${path} in table view`).toBe(0);
    }
    issues.assertClean('admin lists on a phone');
    await close();
  });
});
