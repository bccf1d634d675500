import { mountAboutContentRoutes } from './modules/about-content/about-content.router';
import { mountHomeContentRoutes } from './modules/home-content/home-content.router';
import { mountLegalPagesRoutes } from './modules/legal-pages/legal-pages.router';
import { mountAuditRoutes } from './modules/audit/audit.router';
import { accountAccess } from './modules/auth/account-access';
import { mountAuthRoutes } from './modules/auth/auth.router';
import { mountAttendanceRoutes } from './modules/attendance/attendance.router';
import { withAttendanceAndCredits } from './modules/attendance/enrolment-records';
import { mountBatchesRoutes } from './modules/batches/batches.router';
import { batchBusyTimes } from './modules/batches/batch-queries';
import { regenerateAllSessions } from './modules/batches/batch-sessions';
import { tutorSessionEvents } from './modules/batches/session-feed';
import { mountBookingsRoutes } from './modules/bookings/bookings.router';
import { mountEnrolmentsRoutes } from './modules/enrolments/enrolments.router';
import type { EnrolmentLends } from './modules/enrolments/enrolment-lends';
import { familyEnrolments } from './modules/enrolments/family-enrolments';
import { waitlistCounts } from './modules/enrolments/join-waitlist';
import { expireOffers } from './modules/enrolments/waitlist-offers';
import { mountWaitlistRoutes } from './modules/enrolments/waitlist.router';
import { familyForGuardian } from './modules/users/family-accounts';
import { studentOfFamily } from './modules/users/family-students';
import { mailLinkOrigin } from './lib/http/site-origin';
import { changingClaims } from './modules/bookings/slot-claims';
import { mountHolidaysRoutes } from './modules/holidays/holidays.router';
import { mountCalendarFeedRoutes } from './modules/bookings/calendar-feed.router';
import { revokeCalendarFeed } from './modules/bookings/calendar-feed';
import { mountContactRoutes } from './modules/contact/contact.router';
import { mountCourseDetailsRoutes } from './modules/course-details/course-details.router';
import { detailsOfCourse } from './modules/course-details/course-details.store';
import { mountCoursesV1Routes } from './modules/courses-v1/courses-v1.router';
import { coursesByCategory } from './modules/courses-v1/courses-v1.store';
import { mountCoursesV2Routes } from './modules/courses-v2/courses-v2.router';
import { mountDocsRoutes } from './modules/docs/docs.router';
import { mountFileLibraryRoutes } from './modules/files/file-library.router';
import { mountFilesRoutes } from './modules/files/files.router';
import { mountUploadsRoutes } from './modules/files/uploads.router';
import { mountHealthRoutes } from './modules/health/health.router';
import { mountMetricsRoutes } from './modules/metrics/metrics.router';
import { mountOutboxRoutes } from './modules/outbox/outbox.router';
import { mountPrivacyRoutes } from './modules/privacy/privacy.router';
import { dailyRetention } from './modules/privacy/retention-job';
import { mountResourcesRoutes } from './modules/resources/resources.router';
import { resourcesByCategory } from './modules/resources/resources.store';
import { pageNotFound, publicPageRouter } from './modules/public-pages/public-pages.router';
import { mountShareRoutes } from './modules/share/share.router';
import { mountSiteMetaRoutes } from './modules/site-settings/site-meta.router';
import { mountSiteSettingsRoutes } from './modules/site-settings/site-settings.router';
import { mountSitemapRoutes } from './modules/sitemap/sitemap.router';
import { mountStatsRoutes } from './modules/stats/stats.router';
import { mountTeamRoutes } from './modules/team/team.router';
import { mountTestimoniesRoutes } from './modules/testimonies/testimonies.router';
import { mountUsersRoutes } from './modules/users/users.router';
import { linkedFileIds, mentionedFileIds } from './modules/files/file-mentions';
import { missingFiles, pruneQuietly, relink } from './modules/files/file-retention';
import { lookUpSession } from './modules/auth/sessions';
import { renderSiteHead } from './modules/site-settings/site-head';
import { siteSettingsStore } from './modules/site-settings/site-settings.store';
import type { SessionLookup } from './lib/auth/authenticate';
import { auditChanges } from './modules/audit/audit-changes';
import { releasesUnlinkedFiles } from './modules/files/file-links';
import { secondFactorDue, secondStepFor } from './modules/two-factor/mfa-challenge';
import { mountMfaLoginRoutes } from './modules/two-factor/mfa-login.router';
import { mountTwoFactorRoutes } from './modules/two-factor/two-factor.router';
import { createTwoFactorService } from './modules/two-factor/two-factor.service';
import { twoFactorKeysFrom, type TwoFactorKeys } from './modules/two-factor/seed-keys';
import { RouteTable } from './lib/http/route-table';
import type { RouteContext } from './lib/http/route-context';
import type { Logger } from './lib/logger';
import type { RequestHandler, Router } from 'express';

export interface SiteRoutes {
  /** Mounted at /api. */
  api: RouteTable;
  /** Mounted at the site's root: public pages, link previews, robots.txt and the sitemap, icons. */
  root: RouteTable;
  /** The public pages at their path URLs (HTML, not API calls: not in the route tables). */
  pages: Router;
  /** After everything else outside /api: an unknown path's 404 page. */
  pageNotFound: RequestHandler;
}

/**
 * Whose a bearer token is: app.ts reads it ahead of the routes. An admin session without a
 * second factor while the site requires one may only enrol (lib/auth/authenticate.ts).
 */
export const sessionLookup: SessionLookup = async (claims) => {
  const auth = await lookUpSession(claims);
  if (!auth || !(await secondFactorDue(auth.userId, auth.role))) return auth;
  return { ...auth, secondFactorDue: true };
};

/** The secrets second-factor seeds are sealed with (TWO_FACTOR_KEY, else JWT_SECRET). */
export type { TwoFactorKeys } from './modules/two-factor/seed-keys';

/** Links in queued mails are sealed with a key from the app's secret (outbox/sealed-link.ts). */
export { useSealingSecret } from './modules/outbox/sealed-link';

/** The built page's head from the site's settings, its URLs at `origin` (app.ts serves the SPA). */
export async function siteHead(origin: string): Promise<string> {
  return renderSiteHead(await siteSettingsStore.get(), origin);
}

/**
 * The composition root: every module mounts and documents its routes here, and what one
 * module lends another (a v1 course's delete removes its details) is wired here, so modules
 * never import each other in a circle.
 */
export function createSiteRoutes(
  appContext: RouteContext,
  jwtSecret: string,
  twoFactorKeys: TwoFactorKeys = twoFactorKeysFrom({ jwtSecret }),
): SiteRoutes {
  // Every collection's writes are audited and let go of the files they unlinked.
  const context = { ...appContext, afterEveryChange: [auditChanges(), releasesUnlinkedFiles()] };
  const api = new RouteTable('/api', context);
  const root = new RouteTable('/', context);
  mountHealthRoutes(api);
  mountMetricsRoutes(api, context.metricsToken);
  mountDocsRoutes(api, () => [api, root]);
  mountAuthRoutes(api, jwtSecret, { secondStep: secondStepFor });
  const now = () => context.clock?.() ?? new Date();
  // The family page's enrolments (lent by enrolments), with attendance and make-up credits
  // filled in by attendance.
  mountUsersRoutes(api, {
    access: accountAccess,
    tutorAccessEnded: revokeCalendarFeed,
    enrolmentsOfStudents: withAttendanceAndCredits(familyEnrolments(now)),
  });
  const twoFactor = createTwoFactorService(twoFactorKeys, context.clock);
  mountTwoFactorRoutes(api, twoFactor);
  mountMfaLoginRoutes(api, twoFactor, jwtSecret);
  mountUploadsRoutes(api);
  mountFilesRoutes(api);
  mountFileLibraryRoutes(api);
  mountTeamRoutes(api);
  mountCourseDetailsRoutes(api);
  mountCoursesV1Routes(api, { details: detailsOfCourse });
  mountCoursesV2Routes(api);
  mountResourcesRoutes(api);
  mountTestimoniesRoutes(api);
  mountAboutContentRoutes(api);
  mountHomeContentRoutes(api);
  mountLegalPagesRoutes(api);
  mountSiteSettingsRoutes(api, {
    categorised: { courseCategories: coursesByCategory, resourceCategories: resourcesByCategory },
  });
  mountContactRoutes(api);
  mountStatsRoutes(api);
  mountAuditRoutes(api, { files: { linkedFileIds, mentionedFileIds, missingFiles, relink } });
  mountOutboxRoutes(api);
  // Free demo slots leave out the times tutors teach batches; new holidays move batch
  // sessions, so kept free slots move on with them.
  mountBookingsRoutes(api, { busyTimes: batchBusyTimes });
  mountBatchesRoutes(api, { waitlistCounts });
  // Enrolling makes or reuses the guardian's family account (its set-password mail from
  // sign-in) and a student of it: lent here, so enrolments never import the accounts.
  const origin = mailLinkOrigin(context);
  const lends: EnrolmentLends = {
    familyForGuardian: (guardian, at) =>
      familyForGuardian(guardian, { origin, access: accountAccess, now: at.now, log: at.log }),
    studentOfFamily,
  };
  mountEnrolmentsRoutes(api, lends);
  mountWaitlistRoutes(api, lends);
  mountAttendanceRoutes(api);
  const sessionsChange = changingClaims(context.cache.generations);
  mountHolidaysRoutes(api, {
    holidaysChanged: () => sessionsChange(() => regenerateAllSessions(now())),
  });
  // A tutor's feed carries their batch sessions beside their demo classes.
  mountCalendarFeedRoutes(api, { otherEvents: tutorSessionEvents });
  mountPrivacyRoutes(api);
  mountShareRoutes(root);
  mountSiteMetaRoutes(api, root);
  mountSitemapRoutes(root);
  return { api, root, pages: publicPageRouter(context), pageNotFound: pageNotFound(context) };
}

/**
 * The chores an API process runs on a timer (app.ts): released files past their retention
 * window are removed, and once a day (one instance of all) leads past theirs.
 * Every instance may run them; they are safe to run side by side.
 */
export function siteHousekeeping(context: RouteContext, log: Logger): () => Promise<void> {
  return async () => {
    const now = context.clock?.() ?? new Date();
    await pruneQuietly(context.content, now, log);
    await dailyRetention(now, log);
    // Waitlist offers past their hold move on to the next in line (safe side by side).
    await expireOffers({ now, origin: mailLinkOrigin(context), log }).catch((error: unknown) =>
      log.error({ err: error }, 'waitlist: expiring offers failed'),
    );
  };
}
