import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newSession } from './browser';
import { framesDrawn } from './page-waits';

describe('waits on a page end', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('when the page draws, then its frames are awaited', async () => {
    const { page, close } = await newSession(browser);
    await page.setContent('<h1>Drawn</h1>');
    await expect(framesDrawn(page)).resolves.toBeUndefined();
    await close();
  });

  it('when the page gets no frames, then the wait fails within its bound, saying what the page reported', async () => {
    const { context, page, close } = await newSession(browser);
    // A page that is never drawn: its frame callbacks are taken and never called.
    await context.addInitScript(() => {
      window.requestAnimationFrame = () => 0;
    });
    await page.goto('about:blank');
    await expect(framesDrawn(page, 500)).rejects.toThrow(
      /no animation frame within 500 ms, twice, at .*\(before: visibility visible, focus (true|false); after bringing it to the front: visibility visible/,
    );
    await close();
  });
});
