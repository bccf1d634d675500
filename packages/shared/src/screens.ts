/**
 * Every screen of the site (docs/PRODUCT.md section 2): where it is and what it is called. Plain
 * data, so the web's router and navigation and the browser tests' page list read one table,
 * and a page that needs one path does not load anything else.
 */

/**
 * Who may open a screen: anyone, a signed-in user, staff (admins and editors: the content
 * screens), or administrators only (leads, staff, settings, the activity log, outgoing mail).
 */
export type ScreenAudience = 'visitor' | 'user' | 'staff' | 'admin';

export interface Screen {
  /** The hash route, in React Router's syntax: '/coursesv2/:courseId'. */
  readonly path: string;
  /**
   * A public screen: its page title (the browser tab; the site's navigation calls Home, the
   * v2 catalogue and Contact Us by it). An admin screen: its name in the admin header and
   * sidebar.
   */
  readonly title: string;
  readonly audience: ScreenAudience;
}

/** The public site, in the order the browser tests visit it. */
export const PUBLIC_SCREENS = {
  home: { path: '/', title: 'Home', audience: 'visitor' },
  'courses-v2': { path: '/coursesv2', title: 'Courses', audience: 'visitor' },
  'course-v2-detail': {
    path: '/coursesv2/:courseId',
    title: 'Course Details',
    audience: 'visitor',
  },
  'courses-v1': { path: '/courses', title: 'Available Courses', audience: 'visitor' },
  'course-v1-detail': { path: '/courses/:courseId', title: 'Course Details', audience: 'visitor' },
  resources: { path: '/resources', title: 'Resource Library', audience: 'visitor' },
  contact: { path: '/contact', title: 'Contact Us', audience: 'visitor' },
  login: { path: '/login', title: 'Sign in', audience: 'visitor' },
  register: { path: '/register', title: 'Create your account', audience: 'visitor' },
  'forgot-password': { path: '/forgot-password', title: 'Forgot password', audience: 'visitor' },
  /** Opened from a reset or invitation e-mail; the token never leaves the browser's fragment. */
  'reset-password': {
    path: '/reset-password/:token',
    title: 'Set your password',
    audience: 'visitor',
  },
  /** Opened from a booking's e-mail: the parent moves or cancels their demo class. */
  'manage-booking': { path: '/booking/:token', title: 'Your demo class', audience: 'visitor' },
  dashboard: { path: '/dashboard', title: 'Dashboard', audience: 'user' },
  'change-password': { path: '/account/password', title: 'Change password', audience: 'user' },
} as const satisfies Record<string, Screen>;

/** Where the admin area starts (it opens on its dashboard), as the site's navigation names it. */
export const ADMIN_AREA = { path: '/admin', title: 'Admin Panel' } as const;

export type PublicScreenName = keyof typeof PUBLIC_SCREENS;
