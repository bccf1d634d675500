import type { Screen } from './screens';

// Apart from the public screens (screens.ts): only the admin area and the links into it read
// these, so the public pages' first JavaScript does not carry them.

/**
 * The admin menu's groups in its order, each with its heading. A person sees a group only when
 * it holds a screen their role may open, so a group with no screens yet stays hidden.
 */
export const ADMIN_MENU_GROUPS = {
  content: 'Content',
  'leads-and-bookings': 'Leads and bookings',
  'classes-and-fees': 'Classes and fees',
  people: 'People',
  system: 'System',
} as const;

export type AdminMenuGroup = keyof typeof ADMIN_MENU_GROUPS;

export interface AdminScreen extends Screen {
  /**
   * Where the admin menu lists it: 'start' above the groups, a group, or 'account' at the foot
   * beside the person's own Change password. None: it is reached from another screen.
   */
  readonly menu?: AdminMenuGroup | 'start' | 'account';
}

/**
 * The admin area, in the menu's order within each group; New Course and Course Details, reached
 * from Courses, have no menu entry of their own. Editors see the 'staff' screens; admins the
 * 'staff' and 'admin' ones; tutors only the 'tutor' ones.
 */
export const ADMIN_SCREENS = {
  dashboard: { path: '/admin/dashboard', title: 'Dashboard', audience: 'staff', menu: 'start' },
  courses: { path: '/admin/courses', title: 'Courses', audience: 'staff', menu: 'content' },
  'course-new': { path: '/admin/courses/new', title: 'New Course', audience: 'staff' },
  'course-details': {
    path: '/admin/courses/:courseId/details',
    title: 'Course Details',
    audience: 'staff',
  },
  'courses-v2': {
    path: '/admin/coursesv2',
    title: 'Courses V2',
    audience: 'staff',
    menu: 'content',
  },
  resources: { path: '/admin/resources', title: 'Resources', audience: 'staff', menu: 'content' },
  team: { path: '/admin/team', title: 'Our Team', audience: 'staff', menu: 'content' },
  /** The home page's own words (hero, claims, themes, the pricing card's perks). */
  'home-content': { path: '/admin/home', title: 'Home page', audience: 'staff', menu: 'content' },
  content: { path: '/admin/content', title: 'Site Content', audience: 'staff', menu: 'content' },
  testimonies: {
    path: '/admin/testimonies',
    title: 'Testimonies',
    audience: 'staff',
    menu: 'content',
  },
  media: { path: '/admin/media', title: 'Media Library', audience: 'admin', menu: 'content' },
  contacts: {
    path: '/admin/contacts',
    title: 'Contact Messages',
    audience: 'admin',
    menu: 'leads-and-bookings',
  },
  activity: { path: '/admin/activity', title: 'Activity', audience: 'admin', menu: 'system' },
  bookings: {
    path: '/admin/bookings',
    title: 'Bookings',
    audience: 'admin',
    menu: 'leads-and-bookings',
  },
  /** Classes: recurring batches of a v2 course, the days the institute is closed, their sessions. */
  batches: {
    path: '/admin/batches',
    title: 'Batches',
    audience: 'admin',
    menu: 'classes-and-fees',
  },
  holidays: {
    path: '/admin/holidays',
    title: 'Holidays',
    audience: 'admin',
    menu: 'classes-and-fees',
  },
  'class-calendar': {
    path: '/admin/class-calendar',
    title: 'Class calendar',
    audience: 'admin',
    menu: 'classes-and-fees',
  },
  /** One session's register, reached from a session of the class calendar. */
  'class-attendance': {
    path: '/admin/class-attendance',
    title: 'Attendance',
    audience: 'admin',
  },
  students: { path: '/admin/students', title: 'Students', audience: 'admin', menu: 'people' },
  staff: { path: '/admin/staff', title: 'Staff', audience: 'admin', menu: 'people' },
  outbox: { path: '/admin/outbox', title: 'Outbox', audience: 'admin', menu: 'system' },
  settings: { path: '/admin/settings', title: 'Settings', audience: 'admin', menu: 'system' },
  /** A person's data: their copy, their erasure, and the retention job. */
  privacy: { path: '/admin/privacy', title: 'Privacy', audience: 'admin', menu: 'people' },
  /** Every staff member's own sign-in: a second factor (TOTP) to set up or turn off. */
  security: { path: '/admin/security', title: 'Security', audience: 'staff', menu: 'account' },
  /**
   * A tutor's own screens: their week of bookings, their hours and days off, their
   * calendar feed. Only tutors open them: an admin has no team member of their own and sees
   * every tutor's through Bookings and Our Team. Their hours sit with bookings: they are the
   * times a demo class may be booked with them.
   */
  'tutor-bookings': {
    path: '/admin/my-bookings',
    title: 'My bookings',
    audience: 'tutor',
    menu: 'leads-and-bookings',
  },
  'tutor-hours': {
    path: '/admin/my-hours',
    title: 'My hours',
    audience: 'tutor',
    menu: 'leads-and-bookings',
  },
  'tutor-calendar': {
    path: '/admin/my-calendar',
    title: 'Calendar feed',
    audience: 'tutor',
    menu: 'leads-and-bookings',
  },
  /** A tutor's own batches: their sessions week by week, and each session's register. */
  'tutor-classes': {
    path: '/admin/my-classes',
    title: 'My classes',
    audience: 'tutor',
    menu: 'classes-and-fees',
  },
  'tutor-attendance': {
    path: '/admin/my-attendance',
    title: 'Attendance',
    audience: 'tutor',
    menu: 'classes-and-fees',
  },
} as const satisfies Record<string, AdminScreen>;

export type AdminScreenName = keyof typeof ADMIN_SCREENS;
