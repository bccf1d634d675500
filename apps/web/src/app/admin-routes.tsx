import type { ReactNode } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { ADMIN_AREA, ADMIN_SCREENS, type AdminScreenName, type Screen } from '@tutoring/shared';
import { AdminLayout } from '../components/layouts/admin-layout';
import { AdminOnly } from './admin-only';
import { lazyScreen, routesOf } from './screen-routes';

// The admin area, loaded once a staff member opens it (app/router.tsx): its routes, layout and
// the admin-only guard stay out of the public pages' JavaScript; each screen is a chunk of its own.

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
  students: lazyScreen(() => import('./routes/admin/students').then((m) => m.AdminStudentsRoute)),
  staff: lazyScreen(() => import('./routes/admin/staff').then((m) => m.AdminStaffRoute)),
  outbox: lazyScreen(() => import('./routes/admin/outbox').then((m) => m.AdminOutboxRoute)),
  settings: lazyScreen(() => import('./routes/admin/settings').then((m) => m.AdminSettingsRoute)),
  privacy: lazyScreen(() => import('./routes/admin/privacy').then((m) => m.AdminPrivacyRoute)),
  security: lazyScreen(() => import('./routes/admin/security').then((m) => m.AdminSecurityRoute)),
};

const forAdmins = (screen: Screen) => screen.audience === 'admin';

/** Content screens for every staff member; leads, staff, settings, log and mail for admins. */
const adminRoutes: RouteObject[] = [
  { index: true, element: <Navigate to={ADMIN_SCREENS.dashboard.path} replace /> },
  ...routesOf(ADMIN_SCREENS, ADMIN_ELEMENTS, ADMIN_AREA.path, (screen) => !forAdmins(screen)),
  {
    element: <AdminOnly />,
    children: routesOf(ADMIN_SCREENS, ADMIN_ELEMENTS, ADMIN_AREA.path, forAdmins),
  },
];

const areaRoutes: RouteObject[] = [{ element: <AdminLayout />, children: adminRoutes }];

/** Every screen under /admin, at paths relative to it. */
export function AdminArea() {
  return useRoutes(areaRoutes);
}
