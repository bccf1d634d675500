import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiCall, uniqueSuffix } from '../support/api';
import {
  letAPersonsPacePass,
  scrollToContactForm,
  useControllableClock,
} from '../support/contact-pace';
import { nameWith, openRoute, settle } from '../support/pages';
import { site, sessionAs, useBrowser } from '../support/site';

const SAT_COURSE = 'Digital SAT Complete Prep';
const IB_COURSE = 'IB Mathematics Analysis & Approaches HL';

interface Times {
  thanks?: number;
  home?: number;
}

/**
 * Timestamps taken by the page itself (a loaded machine delays the test's own view): when
 * the thank-you appears and when the page is home again.
 */
function recordThanksAndReturnTimes(page: Page): Promise<void> {
  return page.evaluate(() => {
    const times: Times = {};
    (window as unknown as { e2eTimes: Times }).e2eTimes = times;
    // The router changes the hash with pushState (no hashchange event): look every 20 ms.
    const timer = setInterval(() => {
      if (times.thanks === undefined && document.body.textContent?.includes('Thank you!'))
        times.thanks = performance.now();
      if (times.thanks !== undefined && location.hash === '#/') {
        times.home = performance.now();
        clearInterval(timer);
      }
    }, 20);
  });
}

describe('visitor journey', () => {
  const { baseUrl, adminAuth } = site();
  const browser = useBrowser();

  it('when a visitor goes from home to a v2 course and books a demo, then the message is sent, thanked for, and they are home again after about 2 s', async () => {
    const { page, issues, close } = await sessionAs(browser(), 'public');
    await useControllableClock(page);
    await openRoute(page, baseUrl, '/');

    // home → courses v2 → filter by exam
    await page.getByRole('link', { name: 'Start Your Journey' }).click();
    await page.waitForURL(/#\/coursesv2$/);
    await expect
      .poll(() => page.getByRole('link', { name: nameWith('Know more', `: ${IB_COURSE}`) }).count())
      .toBe(1);
    const sat = page
      .getByRole('group', { name: 'Filter by exam' })
      .getByRole('button', { name: 'SAT', exact: true });
    await sat.click();
    await expect.poll(() => sat.getAttribute('aria-pressed')).toBe('true');
    await expect
      .poll(() => page.getByRole('link', { name: nameWith('Know more', `: ${IB_COURSE}`) }).count())
      .toBe(0);

    // → detail → syllabus tab
    await page.getByRole('link', { name: nameWith('Know more', `: ${SAT_COURSE}`) }).click();
    await settle(page);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(SAT_COURSE);
    await page.getByRole('tab', { name: 'Syllabus' }).click();
    const panel = page.getByRole('tabpanel');
    await expect
      .poll(() => panel.getByRole('listitem').allTextContents())
      .toEqual(['1Information and ideas', '2Craft and structure', '3Algebra', '4Advanced math']);

    // → 'Book a Demo Class' → contact form with the course filled in
    await page.getByRole('link', { name: 'Book a Demo Class' }).click();
    await page.waitForURL(/#\/contact/);
    await scrollToContactForm(page);
    const name = page.getByLabel('Name', { exact: true });
    const course = page.getByLabel('Course', { exact: true });
    const send = page.getByRole('button', { name: 'Send Message' });
    await expect.poll(() => course.inputValue()).toBe(SAT_COURSE);

    // validation: touched and left blank; the button stays disabled until both are filled
    await name.focus();
    await course.focus();
    await expect.poll(() => page.getByText('Name is required.').count()).toBe(1);
    expect(await send.isDisabled()).toBe(true);
    await course.fill('');
    await name.focus();
    await expect.poll(() => page.getByText('Course is required.').count()).toBe(1);

    const visitorName = `Visitor ${uniqueSuffix()}`;
    await name.fill(visitorName);
    await course.fill(SAT_COURSE);
    await page.getByLabel('Email').fill('parent@example.com');
    await page.getByLabel('Message').fill('Could we book a demo on Saturday?');
    await expect.poll(() => send.isEnabled()).toBe(true);
    await recordThanksAndReturnTimes(page);
    await letAPersonsPacePass(page);
    await send.click();

    // thank-you, then home after 2 s (not before ~1.5 s, within 10 s)
    await page.getByRole('status').filter({ hasText: 'Thank you!' }).waitFor();
    await page.waitForURL((url) => url.hash === '#/', { timeout: 10_000 });
    // The recorder looks every 20 ms: wait for its look at the new hash, not just the hash.
    await page.waitForFunction(
      () => (window as unknown as { e2eTimes: Times }).e2eTimes.home !== undefined,
    );
    const times = await page.evaluate(() => (window as unknown as { e2eTimes: Times }).e2eTimes);
    expect(times.home! - times.thanks!, JSON.stringify(times)).toBeGreaterThanOrEqual(1_500);

    const { messages } = await apiCall<{ messages: Array<{ name: string; course: string }> }>(
      baseUrl,
      'GET',
      '/contact',
      { token: adminAuth.token },
    );
    expect(messages.find((message) => message.name === visitorName)?.course).toBe(SAT_COURSE);
    issues.assertClean('visitor journey');
    await close();
  });
});
