import type { Screen } from './screens';

// Apart from the public screens (screens.ts): only the admin area and the links into it read
// these, so the public pages' first JavaScript does not carry them.

/**
 * The admin area, in the sidebar's order; New Course and Course Details, reached from Courses,
 * have no sidebar entry of their own. Editors see the 'staff' screens; admins the 'staff' and
 * 'admin' ones; tutors only the 'tutor' ones.
 */
export const ADMIN_SCREENS = {
  dashboard: { path: '/admin/dashboard', title: 'Dashboard', audience: 'staff' },
  courses: { path: '/admin/courses', title: 'Courses', audience: 'staff' },
  'course-new': { path: '/admin/courses/new', title: 'New Course', audience: 'staff' },
  'course-details': {
    path: '/admin/courses/:courseId/details',
    title: 'Course Details',
    audience: 'staff',
  },
  'courses-v2': { path: '/admin/coursesv2', title: 'Courses V2', audience: 'staff' },
  resources: { path: '/admin/resources', title: 'Resources', audience: 'staff' },
  team: { path: '/admin/team', title: 'Our Team', audience: 'staff' },
  /** The home page's own words (hero, claims, themes, the pricing card's perks). */
  'home-content': { path: '/admin/home', title: 'Home page', audience: 'staff' },
  content: { path: '/admin/content', title: 'Site Content', audience: 'staff' },
  testimonies: { path: '/admin/testimonies', title: 'Testimonies', audience: 'staff' },
  media: { path: '/admin/media', title: 'Media Library', audience: 'admin' },
  contacts: { path: '/admin/contacts', title: 'Contact Messages', audience: 'admin' },
  activity: { path: '/admin/activity', title: 'Activity', audience: 'admin' },
  bookings: { path: '/admin/bookings', title: 'Bookings', audience: 'admin' },
  students: { path: '/admin/students', title: 'Students', audience: 'admin' },
  staff: { path: '/admin/staff', title: 'Staff', audience: 'admin' },
  outbox: { path: '/admin/outbox', title: 'Outbox', audience: 'admin' },
  settings: { path: '/admin/settings', title: 'Settings', audience: 'admin' },
  /** A person's data: their copy, their erasure, and the retention job. */
  privacy: { path: '/admin/privacy', title: 'Privacy', audience: 'admin' },
  /** Every staff member's own sign-in: a second factor (TOTP) to set up or turn off. */
  security: { path: '/admin/security', title: 'Security', audience: 'staff' },
  /**
   * A tutor's own screens: their week of bookings, their hours and days off, their
   * calendar feed. Only tutors open them: an admin has no team member of their own and sees
   * every tutor's through Bookings and Our Team.
   */
  'tutor-bookings': { path: '/admin/my-bookings', title: 'My bookings', audience: 'tutor' },
  'tutor-hours': { path: '/admin/my-hours', title: 'My hours', audience: 'tutor' },
  'tutor-calendar': { path: '/admin/my-calendar', title: 'Calendar feed', audience: 'tutor' },
} as const satisfies Record<string, Screen>;

export type AdminScreenName = keyof typeof ADMIN_SCREENS;
