import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { teamMemberEndpoint, testimonyEndpoint } from '@tutoring/shared';
import { PHONE } from '../support/browser';
import { atPhonePace, layoutShift, watchLayoutShifts } from '../support/layout-shift';
import { settle, urlOf } from '../support/pages';
import { site, sessionAs, useBrowser } from '../support/site';

/** A thumb's fling on a phone: a long swipe about four times a second. */
const FLING_PX = 800;
const BETWEEN_FLINGS_MS = 250;

/** Flings down to the page's end, as a visitor in a hurry to reach the team does. */
async function flingToTheEnd(page: Page): Promise<void> {
  const atTheEnd = () =>
    page.evaluate(() => {
      const root = document.scrollingElement ?? document.documentElement;
      return window.scrollY + window.innerHeight >= root.scrollHeight - 1;
    });
  await page.mouse.move(PHONE.width / 2, PHONE.height / 2);
  while (!(await atTheEnd())) {
    await page.mouse.wheel(0, FLING_PX);
    // The visitor's rhythm, not a wait for the page: the fling goes on whatever has come.
    await page.waitForTimeout(BETWEEN_FLINGS_MS);
  }
}

/** The far sections' answers home has asked for (none should be: the page's HTML carries them). */
function watchFarSectionsData(page: Page): { asked: string[] } {
  const paths = [testimonyEndpoint, teamMemberEndpoint].map((endpoint) => `/api${endpoint.path}`);
  const seen = { asked: [] as string[] };
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (paths.includes(pathname)) seen.asked.push(pathname);
  });
  return seen;
}

describe('home page on a phone', () => {
  const { baseUrl } = site();
  const browser = useBrowser();

  // Every section comes with the page (rendered on the server, its data in the HTML): a fling
  // down finds them whole, and nothing asks for their data again.
  it('when a visitor who has read the first screen flings down the home page, then the sections do not jump under the thumb', async () => {
    const { page, issues, close } = await sessionAs(browser(), 'public', { viewport: PHONE });
    await watchLayoutShifts(page);
    await atPhonePace(page);
    const farData = watchFarSectionsData(page);

    await page.goto(urlOf(baseUrl, '/'));
    await page.getByRole('heading', { name: 'About Us' }).waitFor();
    await settle(page);
    expect(farData.asked).toEqual([]);
    await flingToTheEnd(page);
    await settle(page);

    await page.getByRole('heading', { name: 'Meet Our Expert Team' }).waitFor();
    expect(farData.asked).toEqual([]);
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.05);
    issues.assertClean('flinging down home');
    await close();
  });
});
