import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiCall, newTeamMember, uniqueSuffix } from '../support/api';
import { atPhonePace, layoutShift, watchLayoutShifts } from '../support/layout-shift';
import { settle } from '../support/pages';
import { PHONE } from '../support/browser';
import { site, sessionAs, useBrowser } from '../support/site';

/** A course of a catalogue, by its address. */
const firstSlug = async (baseUrl: string, catalogue: '/coursesv2' | '/courses') =>
  (await apiCall<{ courses: { slug: string }[] }>(baseUrl, 'GET', catalogue)).courses[0]!.slug;

/** A new v1 course with no details: its page says so, so the browser does not ask for them. */
async function courseWithoutDetails(baseUrl: string) {
  const { token } = site().adminAuth;
  const { site: settings } = await apiCall<{ site: { courseCategories: string[] } }>(
    baseUrl,
    'GET',
    '/settings/site',
  );
  const tutor = await newTeamMember(baseUrl, token, `Ravi Menon ${uniqueSuffix()}`);
  const { course } = await apiCall<{ course: { slug: string } }>(baseUrl, 'POST', '/courses', {
    token,
    body: {
      title: `Excel for Analysts ${uniqueSuffix()}`,
      category: settings.courseCategories[0],
      price: 300,
      duration: 12,
      instructor: { _id: tutor._id },
    },
  });
  return `/courses/${course.slug}`;
}

/** The public pages the server renders with the app's own screens, at their path URLs. */
const SERVER_RENDERED: Record<string, (baseUrl: string) => Promise<string> | string> = {
  home: () => '/',
  'v2 catalogue': () => '/coursesv2',
  'v2 course': async (baseUrl) => `/coursesv2/${await firstSlug(baseUrl, '/coursesv2')}`,
  'v1 catalogue': () => '/courses',
  'v1 course': async (baseUrl) => `/courses/${await firstSlug(baseUrl, '/courses')}`,
  'v1 course without details': courseWithoutDetails,
  'resource library': () => '/resources',
  'privacy notice': () => '/privacy',
  'terms of use': () => '/terms',
  'contact page': () => '/contact',
};

/** Text as a reader meets it: every run of white space one space. */
const flat = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** Where two texts first part: a few words of each from there ('' when they are equal). */
function whereTheyPart(shown: string, sent: string): string {
  if (shown === sent) return '';
  let at = 0;
  while (shown[at] === sent[at]) at += 1;
  const around = (text: string) => text.slice(Math.max(0, at - 60), at + 100);
  return `shown: …${around(shown)}…\nsent:  …${around(sent)}…`;
}

/**
 * The page's main content and footer as the server sent them, parsed, no script run; without
 * the parts built in the browser (a course's free times: live, in the visitor's time zone).
 */
const serverText = (page: Page, url: string) =>
  page.evaluate(async (address) => {
    const html = await (await fetch(address)).text();
    const sent = new DOMParser().parseFromString(html, 'text/html');
    for (const live of sent.querySelectorAll('[data-browser-only]')) live.remove();
    return ['main', 'footer'].map((part) => sent.querySelector(part)?.textContent ?? '');
  }, url);

/** The same parts once the app has hydrated and settled. */
const shownText = (page: Page) =>
  page.evaluate(() =>
    ['main', 'footer'].map((part) => {
      const shown = document.querySelector(part)?.cloneNode(true) as Element | undefined;
      for (const live of shown?.querySelectorAll('[data-browser-only]') ?? []) live.remove();
      return shown?.textContent ?? '';
    }),
  );

/**
 * Keeps the server's `<main>` element as the browser first parsed it: after hydration it is
 * still the page's `<main>` only if React took the server's HTML over rather than building
 * the page again (which it does after a hydration mismatch).
 */
const keepServerMain = (page: Page) =>
  page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { e2eServerMain: Element | null }).e2eServerMain =
        document.querySelector('main');
    });
  });

const serverMainKept = (page: Page) =>
  page.evaluate(() => {
    const kept = (window as unknown as { e2eServerMain: Element | null }).e2eServerMain;
    return Boolean(kept) && kept === document.querySelector('main');
  });

type Role = Parameters<Page['getByRole']>[0];

/**
 * What a reader finds on a page at load, however far below a phone's first screen: every home
 * section and the contact form's fields (deferral may delay behaviour, never content).
 */
const AT_LOAD: { path: string; parts: [Role, string][] }[] = [
  {
    path: '/',
    parts: [
      ['heading', 'Featured Courses'],
      ['heading', 'Student Success Stories'],
      ['heading', 'Meet Our Expert Team'],
      ['contentinfo', ''],
    ],
  },
  {
    path: '/contact',
    parts: [
      ['textbox', 'Name'],
      ['textbox', 'Course'],
      ['textbox', 'Mobile'],
      ['textbox', 'Email'],
      ['textbox', 'Message'],
      ['button', 'Send Message'],
    ],
  },
];

/** The parts of the list missing from the page's accessibility tree, as `role "name"`. */
async function missingParts(page: Page, parts: [Role, string][]): Promise<string[]> {
  const missing: string[] = [];
  for (const [role, name] of parts) {
    const part = name ? page.getByRole(role, { name, exact: true }) : page.getByRole(role);
    if (!(await part.isVisible())) missing.push(`${role} "${name}"`);
  }
  return missing;
}

describe('public pages rendered on the server by the app', () => {
  const { baseUrl } = site();
  const browser = useBrowser();

  it.each(Object.keys(SERVER_RENDERED))(
    'when the %s is opened at its path URL, then the server HTML already shows what the hydrated page shows, with no error, no shift and no data request',
    async (name) => {
      const path = await SERVER_RENDERED[name]!(baseUrl);
      const { page, issues, close } = await sessionAs(browser(), 'public');
      await watchLayoutShifts(page);
      await keepServerMain(page);
      await atPhonePace(page);
      // The data the page shows came in its HTML: no fetch of the app's (pictures load as usual).
      const apiReads: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        const asked = ['fetch', 'xhr'].includes(request.resourceType());
        const live = pathname === '/api/slots'; // the free times, as above
        if (asked && !live && pathname.startsWith('/api/')) apiReads.push(pathname);
      });

      await page.goto(`${baseUrl}${path}`);
      await settle(page);

      const [sentMain = '', sentFooter] = (await serverText(page, `${baseUrl}${path}`)).map(flat);
      const [shownMain, shownFooter] = (await shownText(page)).map(flat);
      expect(sentMain.length, path).toBeGreaterThan(0);
      expect(whereTheyPart(shownMain ?? '', sentMain), path).toBe('');
      expect(whereTheyPart(shownFooter ?? '', sentFooter ?? ''), path).toBe('');
      expect(await serverMainKept(page), `${path}: hydrated, not built again`).toBe(true);
      expect(await layoutShift(page), path).toBe(0);
      expect(apiReads, path).toEqual([]);
      issues.assertClean(`${path} rendered on the server`);
      await close();
    },
  );

  it.each(AT_LOAD.map(({ path }) => path))(
    'when %s is opened on a phone and nobody scrolls or moves, then every section and field is there, before any script and after hydration',
    async (path) => {
      const { parts } = AT_LOAD.find((entry) => entry.path === path)!;
      const sent = await sessionAs(browser(), 'public', {
        viewport: PHONE,
        javaScriptEnabled: false,
      });
      await sent.page.goto(`${baseUrl}${path}`);
      expect(await missingParts(sent.page, parts), `${path} as sent`).toEqual([]);
      await sent.close();

      const { page, issues, close } = await sessionAs(browser(), 'public', { viewport: PHONE });
      await page.goto(`${baseUrl}${path}`);
      await settle(page);
      expect(await page.evaluate(() => window.scrollY), `${path}: not scrolled`).toBe(0);
      expect(await missingParts(page, parts), `${path} hydrated`).toEqual([]);
      issues.assertClean(`${path} at load`);
      await close();
    },
  );
});
