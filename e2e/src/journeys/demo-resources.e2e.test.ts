import { describe, expect, it } from 'vitest';
import { openRoute } from '../support/pages';
import { site, sessionAs, useBrowser } from '../support/site';

/** What each demo file's bytes begin with: a real PDF, ZIP or MP4, never the app's page. */
const SIGNATURES = [Buffer.from('%PDF-'), Buffer.from('PK\x03\x04'), Buffer.from('ftyp')];

describe('visitor journey: the demo resource library', () => {
  const { baseUrl } = site();
  const browser = useBrowser();

  it('when a visitor follows every demo resource link, then each gives a real file, never a page', async () => {
    const visitor = await sessionAs(browser(), 'public');
    await openRoute(visitor.page, baseUrl, '/resources');
    const links = visitor.page.getByRole('link', { name: /^(Download|Watch Video)/ });
    const hrefs = await links.evaluateAll((anchors) =>
      anchors.map((anchor) => anchor.getAttribute('href') ?? ''),
    );

    expect(hrefs.length).toBeGreaterThanOrEqual(5);
    for (const href of hrefs) {
      const file = await fetch(new URL(href, baseUrl));
      const bytes = Buffer.from(await file.arrayBuffer());
      expect(file.status, href).toBe(200);
      expect(file.headers.get('content-type'), href).not.toMatch(/html/);
      expect(
        SIGNATURES.some((signature) => bytes.subarray(0, 12).includes(signature)),
        href,
      ).toBe(true);
    }
  });

  it('when a visitor presses Download on a document, then the browser saves a file', async () => {
    const visitor = await sessionAs(browser(), 'public', { acceptDownloads: true });
    await openRoute(visitor.page, baseUrl, '/resources');
    const downloaded = visitor.page.waitForEvent('download');

    await visitor.page
      .getByRole('link', { name: /^Download/ })
      .first()
      .click();

    const download = await downloaded;
    expect(download.suggestedFilename()).toMatch(/\.(pdf|zip)$/);
    expect(await download.failure()).toBeNull();
  });
});
