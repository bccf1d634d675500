import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import robotsParser from 'robots-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteSettingsStore } from '../../src/modules/site-settings/site-settings.store';
import { testClient } from '../http';
import {
  APP_RENDER_SOURCE,
  metaOf,
  ORIGIN,
  siteAuthor,
  sitePagesClient,
} from './site-pages-fixture';

const api = sitePagesClient();
let admin: string;
let courseV2: { _id: string; slug: string; title: string };
let draftV2: { slug: string };
let courseV1: { _id: string; slug: string };

type JsonLd = Record<string, unknown> & { '@type': string };

/** The page as a crawler reads it: parsed HTML, no script run. */
function parse(html: string) {
  const { document, meta } = metaOf(html);
  const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (block) => JSON.parse(block.textContent ?? '') as JsonLd,
  );
  return {
    document,
    meta,
    title: document.title,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    h1: document.querySelector('h1')?.textContent?.trim(),
    main: document.querySelector('main')?.textContent ?? '',
    jsonLd,
    ofType: (type: string) => jsonLd.filter((block) => block['@type'] === type),
  };
}

const admins = () => ({ Authorization: admin });

const absolute = expect.stringMatching(new RegExp(`^${ORIGIN}/`));
const words = expect.stringMatching(/\S/);
const listItem = (link: 'item' | 'url') =>
  expect.objectContaining({
    '@type': 'ListItem',
    position: expect.any(Number),
    name: words,
    [link]: absolute,
  });
const offer = expect.objectContaining({
  '@type': 'Offer',
  price: expect.any(Number),
  priceCurrency: expect.stringMatching(/^[A-Z]{3}$/),
});
/** The types that hold a list, where it is, and what its every entry must carry. */
const ENTRIES: Record<string, [key: string, entry: unknown]> = {
  BreadcrumbList: ['itemListElement', listItem('item')],
  ItemList: ['itemListElement', listItem('url')],
  Course: ['offers', offer],
};
/**
 * What each JSON-LD type must carry for search engines to use it (schema.org, and Google's
 * required properties for Course, BreadcrumbList and ItemList); a type not named here fails
 * the page's list of types first.
 */
const REQUIRED: Record<string, Record<string, unknown>> = {
  EducationalOrganization: { name: words, url: `${ORIGIN}/` },
  Course: {
    name: words,
    description: words,
    url: absolute,
    provider: expect.objectContaining({ '@type': 'EducationalOrganization', name: words }),
  },
};

beforeAll(async () => {
  const author = await siteAuthor(api);
  admin = author.admin;
  await siteSettingsStore.replace({
    name: 'Harbour Lights Academy',
    tagline: 'IB and IGCSE coaching by the sea.',
    logo: 'https://cdn.harbour.example/logo.png',
    email: 'hello@harbour.example',
    phones: ['+44 20 7946 0000'],
    address: '1 Quay Road, Falmouth',
    socialLinks: [{ label: 'Instagram', url: 'https://instagram.com/harbour' }],
  });
  courseV2 = (await author.postCourseV2({ title: 'IB Physics HL', syllabusSummary: ['Waves'] }))
    .body.course;
  draftV2 = (await author.postCourseV2({ title: 'Secret Draft', status: 'draft' })).body.course;
  courseV1 = (await author.postCourseV1({ title: 'Web Design Basics', price: 120 })).body.course;
  await api.post('/api/resources').set(admins()).send({
    title: 'IB Physics formula sheet',
    fileUrl: 'https://files.harbour.example/formulas.pdf',
    fileType: 'PDF',
    category: 'Data Science',
    type: 'document',
  });
});

describe('every public page at its path URL, read without script', () => {
  /** Each public page, with what it must show and its JSON-LD beside the organisation and trail. */
  const pages = (): {
    path: string;
    title: string;
    h1: string;
    text: string;
    types?: string[];
  }[] => [
    {
      path: '/',
      title: 'Home | Harbour Lights Academy',
      h1: 'Reach your best score',
      text: 'IB Physics HL',
    },
    {
      path: '/coursesv2',
      types: ['ItemList'],
      title: 'Courses | Harbour Lights Academy',
      h1: 'Exam Preparation Courses',
      text: 'IB Physics HL',
    },
    {
      path: `/coursesv2/${courseV2.slug}`,
      types: ['Course'],
      title: 'IB Physics HL | Harbour Lights Academy',
      h1: 'IB Physics HL',
      text: 'Waves',
    },
    {
      path: '/courses',
      types: ['ItemList'],
      title: 'Available Courses | Harbour Lights Academy',
      h1: 'Available Courses',
      text: 'Web Design Basics',
    },
    {
      path: `/courses/${courseV1.slug}`,
      types: ['Course'],
      title: 'Web Design Basics | Harbour Lights Academy',
      h1: 'Web Design Basics',
      text: '$120',
    },
    {
      path: '/resources',
      title: 'Resource Library | Harbour Lights Academy',
      h1: 'Resource Library',
      text: 'IB Physics formula sheet',
    },
    {
      path: '/contact',
      title: 'Contact Us | Harbour Lights Academy',
      h1: 'Contact Us',
      text: '1 Quay Road, Falmouth',
    },
    {
      path: '/privacy',
      title: 'Privacy Notice | Harbour Lights Academy',
      h1: 'Privacy Notice',
      text: 'We collect what you give us',
    },
    {
      path: '/terms',
      title: 'Terms of Use | Harbour Lights Academy',
      h1: 'Terms of Use',
      text: 'Enrolment is confirmed only',
    },
  ];

  it('when each is fetched, then it answers 200 with its title, description, canonical, previews, h1 and main text', async () => {
    for (const page of pages()) {
      const res = await api.get(page.path);

      expect(res.status, page.path).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      const read = parse(res.text);
      expect(read.title).toBe(page.title);
      expect(read.meta('description')?.length, page.path).toBeGreaterThan(10);
      expect(read.canonical).toBe(`${ORIGIN}${page.path}`);
      expect(read.meta('og:url')).toBe(`${ORIGIN}${page.path}`);
      expect(read.meta('og:title')).toBeTruthy();
      expect(read.meta('twitter:card')).toBeTruthy();
      expect(read.h1).toContain(page.h1);
      expect(read.main).toContain(page.text);
    }
  });

  it('when each is read by a search engine, then every page names the institute and its breadcrumbs', async () => {
    for (const page of pages()) {
      const read = parse((await api.get(page.path)).text);

      expect(read.ofType('EducationalOrganization'), page.path).toEqual([
        expect.objectContaining({
          '@context': 'https://schema.org',
          name: 'Harbour Lights Academy',
          url: `${ORIGIN}/`,
          logo: 'https://cdn.harbour.example/logo.png',
          address: { '@type': 'PostalAddress', streetAddress: '1 Quay Road, Falmouth' },
          telephone: '+44 20 7946 0000',
          sameAs: ['https://instagram.com/harbour'],
        }),
      ]);
      const [trail] = read.ofType('BreadcrumbList');
      const steps = trail?.itemListElement as { position: number; item: string }[];
      expect(steps[0]).toMatchObject({ position: 1, item: `${ORIGIN}/` });
      expect(steps.at(-1)?.item).toBe(`${ORIGIN}${page.path}`);
    }
  });

  it('when every JSON-LD block of every page is parsed, then each is a type the page should carry, with its required properties', async () => {
    for (const page of pages()) {
      const read = parse((await api.get(page.path)).text);

      expect(read.jsonLd.map((block) => block['@type']).sort(), page.path).toEqual(
        ['BreadcrumbList', 'EducationalOrganization', ...(page.types ?? [])].sort(),
      );
      for (const block of read.jsonLd) {
        expect(block['@context'], page.path).toBe('https://schema.org');
        const at = `${page.path} ${block['@type']}`;
        expect(block, at).toMatchObject(REQUIRED[block['@type']] ?? {});
        const [key, entry] = ENTRIES[block['@type']] ?? [];
        if (!key) continue;
        // Every entry of its list, not one of them; a trail or a list numbered 1, 2, … in order.
        const entries = block[key] as { position?: number }[];
        expect(entries.length, at).toBeGreaterThan(0);
        for (const each of entries) expect(each, at).toEqual(entry);
        if (key === 'itemListElement')
          expect(entries.map((each) => each.position)).toEqual(entries.map((_, n) => n + 1));
      }
    }
  });

  it('when a course page is read, then its Course names the provider and an offer per price in the currency', async () => {
    const read = parse((await api.get(`/coursesv2/${courseV2.slug}`)).text);

    expect(read.ofType('Course')).toEqual([
      expect.objectContaining({
        name: 'IB Physics HL',
        url: `${ORIGIN}/coursesv2/${courseV2.slug}`,
        provider: expect.objectContaining({
          '@type': 'EducationalOrganization',
          name: 'Harbour Lights Academy',
        }),
        offers: [
          { '@type': 'Offer', category: 'Paid', price: 40, priceCurrency: 'USD' },
          { '@type': 'Offer', category: 'Paid', price: 1800, priceCurrency: 'USD' },
        ],
      }),
    ]);
    expect(read.main).toContain('$40/hr');
    expect(read.main).toContain('Dr Rao');
  });

  it('when a catalogue is read, then its ItemList links every course it shows, in order', async () => {
    const read = parse((await api.get('/coursesv2')).text);

    const [list] = read.ofType('ItemList');
    expect(list?.itemListElement).toEqual([
      {
        '@type': 'ListItem',
        position: 1,
        name: 'IB Physics HL',
        url: `${ORIGIN}/coursesv2/${courseV2.slug}`,
      },
    ]);
    const links = [...read.document.querySelectorAll('main a')].map((a) => a.getAttribute('href'));
    // The app's links, as the browser's router writes them; crawlers follow the list's URLs.
    expect(links).toContain(`#/coursesv2/${courseV2._id}`);
  });

  it('when a course is renamed, then its old slug and its id answer 301 to the new address', async () => {
    const { body } = await api.get(`/api/courses/${courseV1._id}`);
    await api
      .put(`/api/courses/${courseV1._id}`)
      .set(admins())
      .send({ ...body.course, slug: 'web-design-101' });

    const old = await api.get(`/courses/${courseV1.slug}`);
    const byId = await api.get(`/courses/${courseV1._id}`);

    expect([old.status, old.headers.location]).toEqual([301, '/courses/web-design-101']);
    expect([byId.status, byId.headers.location]).toEqual([301, '/courses/web-design-101']);
    expect((await api.get('/courses/web-design-101')).status).toBe(200);
  });

  it('when a draft or an unknown course is asked for, then 404 with the not-found page, never indexed', async () => {
    for (const missing of [`/coursesv2/${draftV2.slug}`, '/coursesv2/no-such-course']) {
      const res = await api.get(missing);

      expect(res.status, missing).toBe(404);
      const read = parse(res.text);
      expect(read.h1).toBe('Page not found');
      expect(read.meta('robots')).toBe('noindex');
      expect(read.main).not.toContain('Secret Draft');
    }
  });

  it('when an unknown path is asked for, then 404 with a link home', async () => {
    const res = await api.get('/no/such/page');

    expect(res.status).toBe(404);
    const read = parse(res.text);
    expect(read.h1).toBe('Page not found');
    expect(read.document.querySelector('main a')?.getAttribute('href')).toBe('/');
  });

  it('when an administrator rewrites the privacy notice, then its path URL shows the new text at once', async () => {
    expect(parse((await api.get('/privacy')).text).h1).toBe('Privacy Notice');

    await api.put('/api/content/pages/privacy').set(admins()).send({
      title: 'How we handle your data',
      body: 'First part.\n\nSecond **part** </script>.',
    });

    const read = parse((await api.get('/privacy')).text);
    expect(read.title).toBe('How we handle your data | Harbour Lights Academy');
    expect(read.h1).toBe('How we handle your data');
    // The body is Markdown: its words, without the marks, and never as markup.
    expect([...read.document.querySelectorAll('main p')].map((p) => p.textContent)).toEqual([
      'First part.',
      'Second part </script>.',
    ]);
    expect(read.meta('description')).toBe('First part. Second part </script>.');
  });

  it('when any page is read, then it links the privacy notice and the terms', async () => {
    const read = parse((await api.get('/contact')).text);

    // The app's footer, its links as the browser's router writes them.
    const links = [...read.document.querySelectorAll('footer a')].map((a) =>
      a.getAttribute('href'),
    );
    expect(links).toEqual(expect.arrayContaining(['#/privacy', '#/terms']));
  });

  it('when a course is edited, then its kept pages show the change at once', async () => {
    expect(parse((await api.get('/coursesv2')).text).main).toContain('IB Physics HL');
    const { body } = await api.get(`/api/coursesv2/${courseV2._id}`);

    await api
      .put(`/api/coursesv2/${courseV2._id}`)
      .set(admins())
      .send({ ...body.course, title: 'IB Physics HL and SL' });

    expect(parse((await api.get('/coursesv2')).text).main).toContain('IB Physics HL and SL');
    expect(parse((await api.get(`/coursesv2/${courseV2.slug}`)).text).h1).toBe(
      'IB Physics HL and SL',
    );
  });
});

describe('robots.txt and the sitemap, as crawlers read them', () => {
  it('when robots.txt is parsed, then public pages are allowed and private paths are not', async () => {
    const url = `${ORIGIN}/robots.txt`;
    const robots = robotsParser(url, (await api.get('/robots.txt')).text);

    for (const open of [
      '/',
      '/coursesv2',
      `/coursesv2/${courseV2.slug}`,
      '/contact',
      '/share/coursesv2/x',
    ]) {
      expect(robots.isAllowed(`${ORIGIN}${open}`, 'Googlebot'), open).toBe(true);
    }
    for (const closed of [
      '/admin',
      '/admin/courses',
      '/dashboard',
      '/account/password',
      '/booking/abc',
      '/reset-password/abc',
      '/api/coursesv2',
    ]) {
      expect(robots.isDisallowed(`${ORIGIN}${closed}`, 'Googlebot'), closed).toBe(true);
    }
    expect(robots.getSitemaps()).toEqual([`${ORIGIN}/sitemap.xml`]);
  });

  it('when every sitemap URL is fetched, then each answers 200 with a canonical equal to itself', async () => {
    const xml = new JSDOM((await api.get('/sitemap.xml')).text, { contentType: 'text/xml' });
    const entries = [...xml.window.document.getElementsByTagName('url')].map((url) => ({
      loc: url.getElementsByTagName('loc')[0]?.textContent ?? '',
      lastmod: url.getElementsByTagName('lastmod')[0]?.textContent,
    }));

    const locs = entries.map((entry) => entry.loc);
    expect(locs).toEqual(
      expect.arrayContaining([
        `${ORIGIN}/`,
        `${ORIGIN}/contact`,
        `${ORIGIN}/privacy`,
        `${ORIGIN}/terms`,
        `${ORIGIN}/coursesv2/${courseV2.slug}`,
      ]),
    );
    expect(locs.join(' ')).not.toContain(draftV2.slug);
    expect(entries.find((entry) => entry.loc.includes(courseV2.slug))?.lastmod).toMatch(
      /^\d{4}-\d{2}-\d{2}T/,
    );
    for (const { loc } of entries) {
      const res = await api.get(loc.slice(ORIGIN.length));
      expect(res.status, loc).toBe(200);
      expect(parse(res.text).canonical).toBe(loc);
    }
  });
});

describe('the page inside the built app', () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'path-urls-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><!--# include virtual="/api/settings/site/head" --><script type="module" src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>',
  );
  const withApp = testClient({
    publicOrigin: ORIGIN,
    webDistDir: dist,
    appRenderModule: APP_RENDER_SOURCE,
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('when a path URL is opened, then the app comes with the page content in its root', async () => {
    const res = await withApp.get(`/coursesv2/${courseV2.slug}`);

    const read = parse(res.text);
    expect(res.status).toBe(200);
    expect(read.document.querySelector('script[type="module"]')?.getAttribute('src')).toBe(
      '/assets/index-abc.js',
    );
    expect(read.document.querySelector('#root h1')?.textContent).toBe(read.h1);
    expect(read.canonical).toBe(`${ORIGIN}/coursesv2/${courseV2.slug}`);
  });

  it('when an unknown path is opened, then 404 inside the app, and a missing file a plain 404', async () => {
    const page = await withApp.get('/nowhere');
    const file = await withApp.get('/nowhere.js');

    expect([page.status, parse(page.text).h1]).toEqual([404, 'Page not found']);
    expect(page.text).toContain('/assets/index-abc.js');
    expect([file.status, file.text]).toEqual([404, 'Not found.']);
  });
});
