import type { Page } from 'playwright-core';
import { apiCall } from './api';

/** Who must be signed in to see a page. */
export type Audience = 'visitor' | 'user' | 'admin';

/** The URL of a hash route on the running site. */
export function urlOf(baseUrl: string, path: string): string {
  return `${baseUrl}/#${path}`;
}

/**
 * A fresh load of a route (through about:blank: a hash change alone would keep the SPA
 * running), then waits until the page has settled.
 */
export async function openRoute(page: Page, baseUrl: string, path: string): Promise<void> {
  await page.goto('about:blank');
  await page.goto(urlOf(baseUrl, path));
  await settle(page);
}

/**
 * Settled: a first-level heading is shown, no spinner is left, the network has been quiet
 * and the fonts are in. Conditions only, no fixed sleeps.
 */
export async function settle(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor({ state: 'visible' });
  await page.waitForFunction(
    () => document.querySelectorAll('[role="status"] .animate-spin').length === 0,
  );
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

interface IdHolder {
  _id: string;
}

/** Real ids for the detail routes: a published v2 course and a v1 course with details. */
export interface DetailIds {
  v2: string;
  v1: string;
}

export async function detailIds(baseUrl: string): Promise<DetailIds> {
  const { courses: v2 } = await apiCall<{ courses: IdHolder[] }>(baseUrl, 'GET', '/coursesv2');
  const { courses: v1 } = await apiCall<{ courses: IdHolder[] }>(baseUrl, 'GET', '/courses');
  let v1WithDetails = v1[0];
  for (const course of v1) {
    const found = await fetch(`${baseUrl}/api/courses/${course._id}/details`);
    if (found.ok) {
      v1WithDetails = course;
      break;
    }
  }
  if (!v2[0] || !v1WithDetails) throw new Error('the demo seed has no courses');
  return { v2: v2[0]._id, v1: v1WithDetails._id };
}

export interface SitePage {
  /** Used in screenshot file names and failure messages. */
  name: string;
  /** The hash route, e.g. /coursesv2/<id>. */
  path: (ids: DetailIds) => string;
  audience: Audience;
}

const visitor = (name: string, path: string): SitePage => ({
  name,
  path: () => path,
  audience: 'visitor',
});
const admin = (name: string, path: (ids: DetailIds) => string): SitePage => ({
  name: `admin-${name}`,
  path: (ids) => `/admin/${path(ids)}`,
  audience: 'admin',
});

/** Every public and admin route of SPEC.md section 2; detail pages get a real id. */
export const SITE_PAGES: readonly SitePage[] = [
  visitor('home', '/'),
  visitor('courses-v2', '/coursesv2'),
  { name: 'course-v2-detail', path: (ids) => `/coursesv2/${ids.v2}`, audience: 'visitor' },
  visitor('courses-v1', '/courses'),
  { name: 'course-v1-detail', path: (ids) => `/courses/${ids.v1}`, audience: 'visitor' },
  visitor('resources', '/resources'),
  visitor('contact', '/contact'),
  visitor('login', '/login'),
  visitor('register', '/register'),
  { name: 'dashboard', path: () => '/dashboard', audience: 'user' },
  admin('dashboard', () => 'dashboard'),
  admin('courses', () => 'courses'),
  admin('course-new', () => 'courses/new'),
  admin('course-details', (ids) => `courses/${ids.v1}/details`),
  admin('courses-v2', () => 'coursesv2'),
  admin('resources', () => 'resources'),
  admin('team', () => 'team'),
  admin('content', () => 'content'),
  admin('testimonies', () => 'testimonies'),
  admin('contacts', () => 'contacts'),
  admin('activity', () => 'activity'),
  admin('settings', () => 'settings'),
];

/**
 * An accessible name made of visible words and a screen-reader-only tail ("Know more" +
 * ": <title>"): the browser may put a space between them, so match either way.
 */
export function nameWith(visible: string, hidden: string): RegExp {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escape(visible)}\\s*${escape(hidden).replace(/\\? /g, '\\s*')}$`);
}
