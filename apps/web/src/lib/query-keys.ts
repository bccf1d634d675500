import {
  aboutContentFacts,
  contactMessageFacts,
  courseDetailFacts,
  courseV1Facts,
  courseV2Facts,
  resourceFacts,
  teamMemberFacts,
  testimonyFacts,
} from '@tutoring/shared/plain';
import { HOME_CONTENT_KEY } from './home-content';
import { SITE_SETTINGS_KEY } from './site-settings';

const courseV1 = courseV1Facts.slug;
const courseV2 = courseV2Facts.slug;
const courseDetails = courseDetailFacts.slug;

/**
 * Every TanStack Query key the app uses, in one table. Each entity's keys start with its
 * root (`all`): a collection's root is its slug, so that what a write makes stale (the shared
 * `dependsOn`, lib/collection-writes.ts) names the roots to reload.
 */
export const queryKeys = {
  coursesV1: {
    all: [courseV1],
    list: () => [courseV1, 'list'] as const,
    one: (id: string | undefined) => [courseV1, 'one', id] as const,
    /** Under the v1 root: a change to the catalogue reloads the user's enrolments too. */
    subscribed: () => [courseV1, 'subscribed'] as const,
  },
  coursesV2: {
    all: [courseV2],
    /** What visitors see: published courses, all or of one exam type. */
    published: (exam: string) => [courseV2, 'public', exam] as const,
    /** The admin list: drafts too. */
    admin: () => [courseV2, 'admin'] as const,
    one: (id: string | undefined) => [courseV2, 'one', id] as const,
  },
  courseDetails: {
    all: [courseDetails],
    of: (courseId: string | undefined) => [courseDetails, courseId] as const,
  },
  resources: { all: [resourceFacts.slug] },
  team: { all: [teamMemberFacts.slug] },
  testimonies: { all: [testimonyFacts.slug] },
  aboutContent: { all: [aboutContentFacts.slug] },
  homeContent: { all: HOME_CONTENT_KEY },
  siteSettings: {
    /** What every page reads (lib/site-settings.ts). */
    all: SITE_SETTINGS_KEY,
    /** The admin form's copy, checked by the read schema and always fresh. */
    admin: () => [...SITE_SETTINGS_KEY, 'admin'] as const,
  },
  contactMessages: {
    all: [contactMessageFacts.slug],
    page: (filters: object, page: number) => [contactMessageFacts.slug, filters, page] as const,
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
  /** The signed-in family's students and their classes (GET /family). */
  family: { all: ['family'] },
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
    /** The last backup, as GET /ready reports it. */
    backup: () => ['stats', 'backup'] as const,
  },
} as const;

/** Mutation keys: a screen can tell that such a write is under way (useIsMutating). */
export const mutationKeys = {
  uploadCourseImage: ['upload-course-image'],
  uploadSiteImage: ['upload-site-image'],
  uploadResourceFile: ['upload-resource-file'],
  uploadTeamPhoto: ['upload-team-photo'],
} as const;
