import { chromium } from 'playwright-core';
import { budget, heading, kb, printTable } from '../lib/report';
import { launchChromium } from './chromium';

const LIMIT_BYTES = 300 * 1024;

interface Transfer {
  url: string;
  bytes: number;
}

/**
 * Step 4b: bytes the home page transfers in a fresh browser context (no cache): the load,
 * then a scroll to the bottom so lazily loaded images count too.
 */
export async function benchHomeTransfer(origin: string): Promise<void> {
  heading('Web: home page transfer (encoded bytes incl. headers, cold cache)');
  const launched = await launchChromium();
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${launched.port}`);
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    const urls = new Map<string, string>();
    const transfers: Transfer[] = [];
    session.on('Network.requestWillBeSent', (event) =>
      urls.set(event.requestId, event.request.url),
    );
    session.on('Network.loadingFinished', (event) => {
      const url = urls.get(event.requestId) ?? '?';
      // data: URLs (the generated placeholders) travel inside the JS and JSON counted already.
      if (!url.startsWith('data:')) transfers.push({ url, bytes: event.encodedDataLength });
    });
    await session.send('Network.enable');
    await session.send('Network.setCacheDisabled', { cacheDisabled: true });
    await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
    const onLoad = sum(transfers);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const total = sum(transfers);
    transfers.sort((a, b) => b.bytes - a.bytes);
    printTable([
      ['url', 'bytes'],
      ...transfers.map((t) => [t.url.replace(origin, '').slice(0, 100), kb(t.bytes)]),
    ]);
    console.log(
      `requests: ${transfers.length}; on load: ${kb(onLoad)}; after scrolling to the bottom: ${kb(total)}`,
    );
    budget('home page total transfer', kb(total), '<= 300 KB', total <= LIMIT_BYTES);
    await context.close();
  } finally {
    await browser.close();
    await launched.stop();
  }
}

const sum = (transfers: Transfer[]) => transfers.reduce((total, t) => total + t.bytes, 0);
