import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INLINE_MONEY_PATTERN_ID, INLINE_SITE_SETTINGS_ID, writeMoney } from '@tutoring/shared';
import { courseV2Body } from '../../src/modules/courses-v2/__tests__/course-v2-fixtures';
import { insertInstructor } from '../../src/modules/courses-v1/__tests__/course-fixtures';
import { PNG } from '../../src/modules/files/__tests__/sample-files';
import { siteSettingsStore } from '../../src/modules/site-settings/site-settings.store';
import { createUserWithToken, testClient } from '../http';
import { APP_RENDER_SOURCE } from './site-pages-fixture';

const ORIGIN = 'https://www.harbour.example';
/** A built SPA as Vite writes it: the entry page with the head include, one asset. */
const dist = mkdtempSync(path.join(os.tmpdir(), 'site-pages-'));
writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html><head><meta charset="UTF-8" />\n<!--# include virtual="/api/settings/site/head" -->\n</head><body><div id="root"></div></body></html>',
);
writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

const api = testClient({
  webDistDir: dist,
  publicOrigin: ORIGIN,
  appRenderModule: APP_RENDER_SOURCE,
});
const withoutOrigin = testClient({ webDistDir: dist, appRenderModule: APP_RENDER_SOURCE });
let admin: string;

beforeAll(async () => {
  admin = (await createUserWithToken('admin')).authorization;
  const logo = await api
    .post('/api/uploads')
    .set('Authorization', admin)
    .attach('file', PNG, 'logo.png');
  await siteSettingsStore.replace({
    name: 'Harbour Lights Academy',
    tagline: 'IB and IGCSE coaching by the sea.',
    logo: logo.body.file.url,
  });
});

afterAll(() => {
  rmSync(dist, { recursive: true, force: true });
});

describe('the entry page', () => {
  // The home page's title is the app's home screen's; the entry page's is the institute's.
  it.each([
    ['/', 'Home | Harbour Lights Academy'],
    ['/index.html', 'Harbour Lights Academy'],
  ])(
    'when %s is asked for, then its head names the institute, for previews that run no script',
    async (page, title) => {
      const res = await api.get(page);

      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.text).toContain(`<title>${title}</title>`);
      expect(res.text).toContain('<meta property="og:site_name" content="Harbour Lights Academy">');
      expect(res.text).toContain(
        '<meta name="description" content="IB and IGCSE coaching by the sea.">',
      );
      expect(res.text).toContain(`<link rel="canonical" href="${ORIGIN}/">`);
      expect(res.text).toContain(`<meta property="og:image" content="${ORIGIN}/api/files/`);
      expect(res.text).not.toContain('<!--#');
    },
  );

  it('when the entry page is served, then it carries the settings as JSON the app reads at start-up', async () => {
    await siteSettingsStore.replace({
      ...(await siteSettingsStore.get()),
      address: '1 Quay Road </script><script>alert(1)</script>',
    });

    const res = await api.get('/');

    const block = new RegExp(
      `<script type="application/json" id="${INLINE_SITE_SETTINGS_ID}">(.*?)</script>`,
    ).exec(res.text);
    const settings = JSON.parse(block?.[1] ?? 'null') as Record<string, unknown>;
    expect(settings).toEqual((await api.get('/api/settings/site')).body.site);
    expect(settings.address).toBe('1 Quay Road </script><script>alert(1)</script>');
    expect(res.text).not.toContain('<script>alert(1)');
  });

  it('when the site charges INR in en-IN, then the page says how it writes money, so prices need no Intl in the browser', async () => {
    await siteSettingsStore.replace({
      ...(await siteSettingsStore.get()),
      currency: 'INR',
      locale: 'en-IN',
    });

    const res = await api.get('/');

    const block = new RegExp(
      `<script type="application/json" id="${INLINE_MONEY_PATTERN_ID}">(.*?)</script>`,
    ).exec(res.text);
    const pattern = JSON.parse(block?.[1] ?? 'null');
    expect(pattern).toMatchObject({ currency: 'INR', locale: 'en-IN' });
    expect(writeMoney(250000.5, pattern)).toBe('₹2,50,000.50');
  });

  it('when a path names a file that is not there, then it answers 404, never the app', async () => {
    const res = await api.get('/resources/missing.pdf');

    expect(res.status).toBe(404);
    expect(res.text).not.toContain('id="root"');
  });

  it('when a file is there, then it is served', async () => {
    expect((await api.get('/favicon.svg')).status).toBe(200);
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('when read, then robots.txt names the sitemap on the public origin, whatever the Host', async () => {
    const res = await api.get('/robots.txt').set('Host', 'evil.example');

    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(res.text).not.toContain('evil.example');
  });

  it('when read, then the sitemap lists the public pages and every published course, and each answers 200', async () => {
    const instructor = await insertInstructor();
    const published = await api
      .post('/api/coursesv2')
      .set('Authorization', admin)
      .send(courseV2Body(instructor));
    const draft = await api
      .post('/api/coursesv2')
      .set('Authorization', admin)
      .send(courseV2Body(instructor, { status: 'draft' }));

    const res = await api.get('/sitemap.xml');

    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const urls = [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(urls).toContain(`${ORIGIN}/`);
    expect(urls).toContain(`${ORIGIN}/contact`);
    expect(urls).toContain(`${ORIGIN}/coursesv2/${published.body.course.slug}`);
    expect(urls.join(' ')).not.toContain(draft.body.course.slug);
    expect(res.text).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T[^<]+<\/lastmod>/);
    for (const url of urls) {
      const local = url.slice(ORIGIN.length).replace(/#.*$/, '') || '/';
      expect((await api.get(local)).status).toBe(200);
    }
  });

  it('when no public origin is set, then there is no sitemap and robots.txt names none', async () => {
    expect((await withoutOrigin.get('/sitemap.xml')).status).toBe(404);
    expect((await withoutOrigin.get('/robots.txt')).text).not.toContain('Sitemap');
  });
});

describe('the web manifest and the icons', () => {
  it('when read, then the manifest names the institute and its icons', async () => {
    const res = await api.get('/manifest.webmanifest');

    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = JSON.parse(res.text) as { name: string; icons: { src: string }[] };
    expect(manifest.name).toBe('Harbour Lights Academy');
    expect(manifest.icons.map((icon) => icon.src)).toEqual(['/icon-192.png', '/icon-512.png']);
  });

  it.each([
    ['/apple-touch-icon.png', 180],
    ['/icon-192.png', 192],
    ['/icon-512.png', 512],
  ])('when %s is read, then it is a PNG of %i px square made from the logo', async (icon, size) => {
    const res = await api
      .get(icon)
      .buffer(true)
      .parse((stream, done) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => done(null, Buffer.concat(chunks)));
      });

    expect(res.headers['content-type']).toBe('image/png');
    const meta = await sharp(res.body as Buffer).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', size, size]);
  });
});
