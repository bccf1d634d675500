import { SITE_SETTINGS_KEY } from './site-settings';

/**
 * Every TanStack Query key the app uses, in one table. Each entity's keys start with its
 * root (`all`), named as the shared collections and the API's modules name it, so that
 * invalidating the root after a write reloads every query of that entity.
 */
export const queryKeys = {
  coursesV1: {
    all: ['courses-v1'],
    list: () => ['courses-v1', 'list'] as const,
    one: (id: string | undefined) => ['courses-v1', 'one', id] as const,
    /** Under courses-v1: a change to the catalogue reloads the user's enrolments too. */
    subscribed: () => ['courses-v1', 'subscribed'] as const,
  },
  coursesV2: {
    all: ['courses-v2'],
    /** What visitors see: published courses, all or of one exam type. */
    published: (exam: string) => ['courses-v2', 'public', exam] as const,
    /** The admin list: drafts too. */
    admin: () => ['courses-v2', 'admin'] as const,
    one: (id: string | undefined) => ['courses-v2', 'one', id] as const,
  },
  courseDetails: {
    all: ['course-details'],
    of: (courseId: string | undefined) => ['course-details', courseId] as const,
  },
  resources: { all: ['resources'] },
  team: { all: ['team'] },
  testimonies: { all: ['testimonies'] },
  aboutContent: { all: ['about-content'] },
  siteSettings: {
    /** What every page reads (lib/site-settings.ts). */
    all: SITE_SETTINGS_KEY,
    /** The admin form's copy, checked by the read schema and always fresh. */
    admin: () => [...SITE_SETTINGS_KEY, 'admin'] as const,
  },
  contactMessages: {
    all: ['contact-messages'],
    page: (filters: object, page: number) => ['contact-messages', filters, page] as const,
  },
  audit: {
    all: ['audit'],
    page: (page: number, filters: object) => ['audit', page, filters] as const,
  },
  users: {
    all: ['users'],
    page: (page: number, filters: object) => ['users', 'page', page, filters] as const,
    /** The signed-in person's v2 enrolments (GET /auth/me), reloaded when accounts change. */
    enrolments: () => ['users', 'enrolments'] as const,
  },
  /** The signed-in staff member's own second factor (GET /auth/2fa). */
  twoFactor: { all: ['two-factor'] },
  bookings: {
    /** A booking made, moved or cancelled reloads the slots and the calendar. */
    all: ['bookings'],
    slots: (courseId: string | undefined) => ['bookings', 'slots', courseId] as const,
    managed: (token: string | undefined) => ['bookings', 'managed', token] as const,
    week: (from: string, tutorId: string) => ['bookings', 'week', from, tutorId] as const,
    availability: (memberId: string) => ['bookings', 'availability', memberId] as const,
  },
  files: {
    /** The media library: a file uploaded, used or deleted reloads it. */
    all: ['files'],
    page: (page: number, filters: object) => ['files', page, filters] as const,
  },
  outbox: {
    all: ['outbox'],
    page: (page: number, filters: object) => ['outbox', page, filters] as const,
  },
  stats: {
    /** A lead's change of status invalidates every key under it. */
    all: ['stats'],
    dashboard: () => ['stats', 'dashboard'] as const,
    /** The sidebar's new-message count, under stats so it reloads with them. */
    newContactMessages: () => ['stats', 'new-contact-messages'] as const,
  },
} as const;

/** Mutation keys: a screen can tell that such a write is under way (useIsMutating). */
export const mutationKeys = {
  uploadCourseImage: ['upload-course-image'],
  uploadSiteImage: ['upload-site-image'],
  uploadResourceFile: ['upload-resource-file'],
  uploadTeamPhoto: ['upload-team-photo'],
} as const;
