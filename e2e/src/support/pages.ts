import type { Page } from 'playwright-core';
import {
  ADMIN_SCREENS,
  courseDetailEndpoint,
  courseV1Endpoint,
  courseV2Endpoint,
  PUBLIC_SCREENS,
  type CollectionEndpoint,
  type Screen,
  type Access,
} from '@tutoring/shared';
import { apiCall } from './api';
import { bookedDemoToken } from './bookings';
import { offeredSeatToken } from './classes';
import { fontsLoaded, framesDrawn, noSpinnerLeft } from './page-waits';

/** Who must be signed in to see a page. */
export type Audience = Access;

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
  await noSpinnerLeft(page);
  await page.waitForLoadState('networkidle');
  await fontsLoaded(page);
}

/** The longest page read down, well beyond the home page on a narrow phone. */
const MAX_SCREENS = 60;

/**
 * Reads the page down to its end a screen at a time, as a visitor does, and goes back to the
 * top: what loads when the visitor comes near it (a course's booking times, pictures that load
 * lazily) is there, settled, afterwards.
 */
export async function scrollThroughPage(page: Page): Promise<void> {
  const screenDown = async () => {
    const step = await page.evaluate(() => {
      const before = window.scrollY;
      window.scrollBy(0, window.innerHeight);
      const root = document.scrollingElement ?? document.documentElement;
      return { moved: window.scrollY !== before, y: window.scrollY, height: root.scrollHeight };
    });
    await framesDrawn(page);
    return step;
  };
  // A page that keeps moving its end away fails here, saying where, not at the test's timeout.
  for (let screens = 0; ; screens += 1) {
    const step = await screenDown();
    if (!step.moved) break;
    if (screens >= MAX_SCREENS)
      throw new Error(
        `still scrolling after ${MAX_SCREENS} screens: at ${step.y} of ${step.height} px`,
      );
    await noSpinnerLeft(page);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await settle(page);
}

interface IdHolder {
  _id: string;
}

/** Real ids for the detail routes: a published v2 course and a v1 course with details. */
export interface DetailIds {
  v2: string;
  v1: string;
  /** A booking's private token: its page shows a real booking. */
  bookingToken: string;
  /** A waitlist offer's token: its page shows a real held seat. */
  offerToken: string;
}

/** The ids in a collection's list answer, read under the list key the shared endpoint names. */
async function listedIds(baseUrl: string, endpoint: CollectionEndpoint): Promise<IdHolder[]> {
  const answer = await apiCall<Record<string, IdHolder[]>>(baseUrl, 'GET', endpoint.path);
  return answer[endpoint.listKey ?? ''] ?? [];
}

export async function detailIds(
  baseUrl: string,
  adminToken: string,
  mailDir: string,
): Promise<DetailIds> {
  const v2 = await listedIds(baseUrl, courseV2Endpoint);
  const v1 = await listedIds(baseUrl, courseV1Endpoint);
  let v1WithDetails = v1[0];
  for (const course of v1) {
    const found = await fetch(
      `${baseUrl}/api${courseDetailEndpoint.path.replace(':courseId', course._id)}`,
    );
    if (found.ok) {
      v1WithDetails = course;
      break;
    }
  }
  if (!v2[0] || !v1WithDetails) throw new Error('the demo seed has no courses');
  return {
    v2: v2[0]._id,
    v1: v1WithDetails._id,
    bookingToken: await bookedDemoToken(baseUrl, adminToken),
    offerToken: await offeredSeatToken(baseUrl, adminToken, mailDir),
  };
}

export interface SitePage {
  /** Used in screenshot file names and failure messages. */
  name: string;
  /** The hash route, e.g. /coursesv2/<id>. */
  path: (ids: DetailIds) => string;
  audience: Audience;
}

/** Which real token fills a screen's :token (the others show an unknown token's page). */
const TOKEN_OF_SCREEN: Readonly<Record<string, 'bookingToken' | 'offerToken'>> = {
  'manage-booking': 'bookingToken',
  'waitlist-offer': 'offerToken',
};

/** Which real course fills a detail screen's :courseId. */
const COURSE_OF_SCREEN: Readonly<Record<string, 'v1' | 'v2'>> = {
  'course-v2-detail': 'v2',
  'course-v1-detail': 'v1',
  'admin-course-details': 'v1',
};

function sitePage(name: string, screen: Screen): SitePage {
  const course = COURSE_OF_SCREEN[name];
  const token = TOKEN_OF_SCREEN[name];
  return {
    name,
    path: (ids) =>
      (course ? screen.path.replace(':courseId', ids[course]) : screen.path).replace(
        ':token',
        token ? ids[token] : ':token',
      ),
    audience: screen.audience,
  };
}

/**
 * Every screen of the shared screens table (docs/PRODUCT.md section 2); detail pages get a
 * real id.
 */
export const SITE_PAGES: readonly SitePage[] = [
  ...Object.entries(PUBLIC_SCREENS).map(([name, screen]) => sitePage(name, screen)),
  ...Object.entries(ADMIN_SCREENS).map(([name, screen]) => sitePage(`admin-${name}`, screen)),
];

/**
 * An accessible name made of visible words and a screen-reader-only tail ("Know more" +
 * ": <title>"): the browser may put a space between them, so match either way.
 */
export function nameWith(visible: string, hidden: string): RegExp {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escape(visible)}\\s*${escape(hidden).replace(/\\? /g, '\\s*')}$`);
}
