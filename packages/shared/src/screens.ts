import type { Access } from './users/access';

/**
 * Every screen of the site (docs/PRODUCT.md section 2): where it is and what it is called. Plain
 * data, so the web's router and navigation and the browser tests' page list read one table,
 * and a page that needs one path does not load anything else.
 */

export interface Screen {
  /** The hash route, in React Router's syntax: '/coursesv2/:courseId'. */
  readonly path: string;
  /**
   * A public screen: its page title (the browser tab; the site's navigation calls Home, the
   * v2 catalogue and Contact Us by it). An admin screen: its name in the admin header and
   * sidebar.
   */
  readonly title: string;
  /**
   * A public screen's `<h1>` when it is not its title: the app's and the server page's read
   * it here, so a crawler and a person see one heading.
   */
  readonly heading?: string;
  /** Who may open it: the same vocabulary as the API's routes (users/access.ts). */
  readonly audience: Access;
}

/** The public site, in the order the browser tests visit it. */
export const PUBLIC_SCREENS = {
  home: { path: '/', title: 'Home', audience: 'public' },
  'courses-v2': {
    path: '/coursesv2',
    title: 'Courses',
    heading: 'Exam Preparation Courses',
    audience: 'public',
  },
  'course-v2-detail': {
    path: '/coursesv2/:courseId',
    title: 'Course Details',
    audience: 'public',
  },
  'courses-v1': { path: '/courses', title: 'Available Courses', audience: 'public' },
  'course-v1-detail': { path: '/courses/:courseId', title: 'Course Details', audience: 'public' },
  resources: { path: '/resources', title: 'Resource Library', audience: 'public' },
  contact: { path: '/contact', title: 'Contact Us', audience: 'public' },
  /** The institute's own privacy notice and terms (Admin → Site Content). */
  privacy: { path: '/privacy', title: 'Privacy Notice', audience: 'public' },
  terms: { path: '/terms', title: 'Terms of Use', audience: 'public' },
  login: { path: '/login', title: 'Sign in', audience: 'public' },
  register: { path: '/register', title: 'Create your account', audience: 'public' },
  'forgot-password': { path: '/forgot-password', title: 'Forgot password', audience: 'public' },
  /** Opened from a reset or invitation e-mail; the token never leaves the browser's fragment. */
  'reset-password': {
    path: '/reset-password/:token',
    title: 'Set your password',
    audience: 'public',
  },
  /** Opened from a booking's e-mail: the parent moves or cancels their demo class. */
  'manage-booking': { path: '/booking/:token', title: 'Your demo class', audience: 'public' },
  /** Opened from a waitlist offer's e-mail: the parent takes the held seat or lets it go. */
  'waitlist-offer': { path: '/waitlist/:token', title: 'A seat for you', audience: 'public' },
  dashboard: { path: '/dashboard', title: 'Dashboard', audience: 'user' },
  'change-password': { path: '/account/password', title: 'Change password', audience: 'user' },
} as const satisfies Record<string, Screen>;

/** Where the admin area starts (it opens on its dashboard), as the site's navigation names it. */
export const ADMIN_AREA = { path: '/admin', title: 'Admin Panel' } as const;

export type PublicScreenName = keyof typeof PUBLIC_SCREENS;

/**
 * The public pages that also have a path URL of their own (`/coursesv2/ib-maths`, not only
 * `/#/coursesv2/…`): the server answers each with its content as HTML for crawlers, the
 * sitemap lists them and their canonical is that URL. A course's `:courseId` is its slug there.
 */
export const PATH_URL_SCREENS = [
  'home',
  'courses-v2',
  'course-v2-detail',
  'courses-v1',
  'course-v1-detail',
  'resources',
  'contact',
  'privacy',
  'terms',
] as const satisfies readonly PublicScreenName[];

export type PathUrlScreenName = (typeof PATH_URL_SCREENS)[number];

/**
 * The element the server's not-found page sits in (inside the app's root), and its
 * `data-page` there: the browser does not start the app on that page.
 */
export const SERVER_PAGE = { id: 'server-page', notFound: 'not-found' } as const;
