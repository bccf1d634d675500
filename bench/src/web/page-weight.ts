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

const PHONE = { width: 390, height: 844 };
const LCP_IMAGE_LIMIT = 100 * 1024;
const FIRST_VIEW_IMAGES_LIMIT = 300 * 1024;

/**
 * Step 4c: image bytes of the home page's first view on a phone (390 x 844, 3x pixels, as a
 * current phone is), no scrolling: what the pictures cost before the visitor does anything,
 * and the bytes of the largest contentful paint when it is an image.
 */
export async function benchHomeImages(origin: string): Promise<void> {
  heading('Web: home page images on a phone, first view (encoded bytes, cold cache)');
  const launched = await launchChromium();
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${launched.port}`);
  try {
    const context = await browser.newContext({
      viewport: PHONE,
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    const images = new Map<string, string>();
    const transfers: Transfer[] = [];
    session.on('Network.responseReceived', (event) => {
      if (event.type === 'Image') images.set(event.requestId, event.response.url);
    });
    session.on('Network.loadingFinished', (event) => {
      const url = images.get(event.requestId);
      if (url && !url.startsWith('data:')) transfers.push({ url, bytes: event.encodedDataLength });
    });
    await session.send('Network.enable');
    await session.send('Network.setCacheDisabled', { cacheDisabled: true });
    await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
    const lcpUrl = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          new PerformanceObserver((list) => {
            const last = list.getEntries().at(-1) as
              (PerformanceEntry & { url?: string }) | undefined;
            resolve(last?.url ?? '');
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    const total = sum(transfers);
    const lcpBytes = transfers.find((transfer) => transfer.url === lcpUrl)?.bytes ?? 0;
    printTable([
      ['image', 'bytes'],
      ...transfers.map((t) => [t.url.replace(origin, '').slice(0, 100), kb(t.bytes)]),
    ]);
    console.log(`largest contentful paint: ${lcpUrl ? lcpUrl.replace(origin, '') : 'text'}`);
    budget(
      'home LCP image on a phone',
      lcpUrl ? kb(lcpBytes) : 'text (no image)',
      '<= 100 KB',
      lcpBytes <= LCP_IMAGE_LIMIT,
    );
    budget(
      'home first-view images on a phone',
      kb(total),
      '<= 300 KB',
      total <= FIRST_VIEW_IMAGES_LIMIT,
    );
    await context.close();
  } finally {
    await browser.close();
    await launched.stop();
  }
}
