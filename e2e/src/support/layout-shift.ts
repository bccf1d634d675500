import type { Page } from 'playwright-core';

/**
 * Sums the page's own layout shifts not caused by input (CLS as Lighthouse counts it). Call
 * before the page loads.
 */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = window as unknown as { e2eShift: number };
    record.e2eShift = 0;
    new PerformanceObserver((entries) => {
      for (const entry of entries.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) record.e2eShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** What watchLayoutShifts has summed so far. */
export const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { e2eShift: number }).e2eShift);

/**
 * A phone's pace: the CPU slowed as Lighthouse slows it for mobile. Whether a part arrives
 * before or after the first paint depends on the pace, and a shift hidden at a desktop's
 * pace showed up only on a loaded machine (the footer's late contacts on /terms).
 */
export async function atPhonePace(page: Page): Promise<void> {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}
