import type { ReactNode } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { ACCESS_LEVELS, ADMIN_AREA, ADMIN_SCREENS, type AdminScreenName } from '@tutoring/shared';
import { AdminLayout } from '../components/layouts/admin-layout';
import { useAuth } from '../lib/auth-store';
import { adminHomeFor } from '../lib/screen-access';
import { OnlyFor } from './only-for';
import { lazyScreen, routesOf } from './screen-routes';

// The admin area, loaded once a staff member opens it (app/router.tsx): its routes, layout and
// the audience guards stay out of the public pages' JavaScript; each screen is a chunk of its own.

/** What each admin screen shows; their header titles come from the same table. */
const ADMIN_ELEMENTS: Record<AdminScreenName, ReactNode> = {
  dashboard: lazyScreen(() =>
    import('./routes/admin/dashboard').then((m) => m.AdminDashboardRoute),
  ),
  courses: lazyScreen(() => import('./routes/admin/courses').then((m) => m.AdminCoursesRoute)),
  'course-new': lazyScreen(() =>
    import('./routes/admin/course-new').then((m) => m.AdminCourseNewRoute),
  ),
  'course-details': lazyScreen(() =>
    import('./routes/admin/course-details').then((m) => m.AdminCourseDetailsRoute),
  ),
  'courses-v2': lazyScreen(() =>
    import('./routes/admin/courses-v2').then((m) => m.AdminCoursesV2Route),
  ),
  resources: lazyScreen(() =>
    import('./routes/admin/resources').then((m) => m.AdminResourcesRoute),
  ),
  team: lazyScreen(() => import('./routes/admin/team').then((m) => m.AdminTeamRoute)),
  'home-content': lazyScreen(() =>
    import('./routes/admin/home-content').then((m) => m.AdminHomeContentRoute),
  ),
  content: lazyScreen(() => import('./routes/admin/content').then((m) => m.AdminContentRoute)),
  testimonies: lazyScreen(() =>
    import('./routes/admin/testimonies').then((m) => m.AdminTestimoniesRoute),
  ),
  media: lazyScreen(() => import('./routes/admin/media').then((m) => m.AdminMediaRoute)),
  contacts: lazyScreen(() => import('./routes/admin/contacts').then((m) => m.AdminContactsRoute)),
  bookings: lazyScreen(() => import('./routes/admin/bookings').then((m) => m.AdminBookingsRoute)),
  activity: lazyScreen(() => import('./routes/admin/activity').then((m) => m.AdminActivityRoute)),
  batches: lazyScreen(() => import('./routes/admin/batches').then((m) => m.AdminBatchesRoute)),
  holidays: lazyScreen(() => import('./routes/admin/holidays').then((m) => m.AdminHolidaysRoute)),
  'class-calendar': lazyScreen(() =>
    import('./routes/admin/class-calendar').then((m) => m.AdminClassCalendarRoute),
  ),
  'class-attendance': lazyScreen(() =>
    import('./routes/admin/class-attendance').then((m) => m.AdminClassAttendanceRoute),
  ),
  students: lazyScreen(() => import('./routes/admin/students').then((m) => m.AdminStudentsRoute)),
  staff: lazyScreen(() => import('./routes/admin/staff').then((m) => m.AdminStaffRoute)),
  outbox: lazyScreen(() => import('./routes/admin/outbox').then((m) => m.AdminOutboxRoute)),
  settings: lazyScreen(() => import('./routes/admin/settings').then((m) => m.AdminSettingsRoute)),
  privacy: lazyScreen(() => import('./routes/admin/privacy').then((m) => m.AdminPrivacyRoute)),
  security: lazyScreen(() => import('./routes/admin/security').then((m) => m.AdminSecurityRoute)),
  'tutor-bookings': lazyScreen(() =>
    import('./routes/admin/tutor-bookings').then((m) => m.TutorBookingsRoute),
  ),
  'tutor-hours': lazyScreen(() =>
    import('./routes/admin/tutor-hours').then((m) => m.TutorHoursRoute),
  ),
  'tutor-calendar': lazyScreen(() =>
    import('./routes/admin/tutor-calendar').then((m) => m.TutorCalendarRoute),
  ),
  'tutor-classes': lazyScreen(() =>
    import('./routes/admin/tutor-classes').then((m) => m.TutorClassesRoute),
  ),
  'tutor-attendance': lazyScreen(() =>
    import('./routes/admin/tutor-attendance').then((m) => m.TutorAttendanceRoute),
  ),
};

/** /admin itself: the dashboard, or a tutor's bookings. */
function AdminHome() {
  return <Navigate to={adminHomeFor(useAuth().user?.role)} replace />;
}

/**
 * Each audience's screens behind its guard: content screens for every staff member; leads,
 * staff, settings, log and mail for admins; a tutor's own screens for tutors.
 */
const adminRoutes: RouteObject[] = [
  { index: true, element: <AdminHome /> },
  ...ACCESS_LEVELS.map((audience) => ({
    element: <OnlyFor audience={audience} />,
    children: routesOf(
      ADMIN_SCREENS,
      ADMIN_ELEMENTS,
      ADMIN_AREA.path,
      (screen) => screen.audience === audience,
    ),
  })).filter((group) => group.children.length > 0),
];

const areaRoutes: RouteObject[] = [{ element: <AdminLayout />, children: adminRoutes }];

/** Every screen under /admin, at paths relative to it. */
export function AdminArea() {
  return useRoutes(areaRoutes);
}
