import { lazy, type ComponentType, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import {
  ADMIN_AREA,
  ADMIN_SCREENS,
  PUBLIC_SCREENS,
  type AdminScreenName,
  type PublicScreenName,
  type Screen,
} from '@tutoring/shared';
import { PublicLayout } from '../components/layouts/public-layout';
import { RootLayout } from '../components/layouts/root-layout';
import { RequireStaff, RequireUser } from './route-guards';
import { HomeRoute } from './routes/public/home';

/**
 * A screen loaded on its first visit (React.lazy): the home page's initial JavaScript
 * (issue 8 budget) carries only what home needs, and public pages never download admin code.
 * The layouts hold the Suspense boundaries: a first visit shows their spinner, and moving
 * between pages (a transition, see HashRouter) keeps the current one on screen meanwhile.
 */
function lazyScreen(load: () => Promise<ComponentType>): ReactNode {
  const Screen = lazy(() => load().then((Component) => ({ default: Component })));
  return <Screen />;
}

/** What each public screen of @tutoring/shared's table shows. */
const PUBLIC_ELEMENTS: Record<PublicScreenName, ReactNode> = {
  home: <HomeRoute />,
  'courses-v2': lazyScreen(() =>
    import('./routes/public/courses-v2').then((m) => m.CoursesV2Route),
  ),
  'course-v2-detail': lazyScreen(() =>
    import('./routes/public/course-v2-detail').then((m) => m.CourseV2DetailRoute),
  ),
  'courses-v1': lazyScreen(() => import('./routes/public/courses').then((m) => m.CoursesRoute)),
  'course-v1-detail': lazyScreen(() =>
    import('./routes/public/course-detail').then((m) => m.CourseDetailRoute),
  ),
  resources: lazyScreen(() => import('./routes/public/resources').then((m) => m.ResourcesRoute)),
  contact: lazyScreen(() => import('./routes/public/contact').then((m) => m.ContactRoute)),
  login: lazyScreen(() => import('./routes/public/login').then((m) => m.LoginRoute)),
  register: lazyScreen(() => import('./routes/public/register').then((m) => m.RegisterRoute)),
  'forgot-password': lazyScreen(() =>
    import('./routes/public/forgot-password').then((m) => m.ForgotPasswordRoute),
  ),
  'reset-password': lazyScreen(() =>
    import('./routes/public/reset-password').then((m) => m.ResetPasswordRoute),
  ),
  'manage-booking': lazyScreen(() =>
    import('./routes/public/manage-booking').then((m) => m.ManageBookingRoute),
  ),
  dashboard: lazyScreen(() => import('./routes/public/dashboard').then((m) => m.DashboardRoute)),
  'change-password': lazyScreen(() =>
    import('./routes/public/change-password').then((m) => m.ChangePasswordRoute),
  ),
};

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
  content: lazyScreen(() => import('./routes/admin/content').then((m) => m.AdminContentRoute)),
  testimonies: lazyScreen(() =>
    import('./routes/admin/testimonies').then((m) => m.AdminTestimoniesRoute),
  ),
  contacts: lazyScreen(() => import('./routes/admin/contacts').then((m) => m.AdminContactsRoute)),
  bookings: lazyScreen(() => import('./routes/admin/bookings').then((m) => m.AdminBookingsRoute)),
  activity: lazyScreen(() => import('./routes/admin/activity').then((m) => m.AdminActivityRoute)),
  students: lazyScreen(() => import('./routes/admin/students').then((m) => m.AdminStudentsRoute)),
  staff: lazyScreen(() => import('./routes/admin/staff').then((m) => m.AdminStaffRoute)),
  outbox: lazyScreen(() => import('./routes/admin/outbox').then((m) => m.AdminOutboxRoute)),
  settings: lazyScreen(() => import('./routes/admin/settings').then((m) => m.AdminSettingsRoute)),
};

/** The routes of a table's screens, each at its path relative to the layout's `base`. */
function routesOf<Name extends string>(
  screens: Readonly<Record<Name, Screen>>,
  elements: Readonly<Record<Name, ReactNode>>,
  base: string,
  keep: (screen: Screen) => boolean = () => true,
): RouteObject[] {
  return (Object.keys(screens) as Name[])
    .filter((name) => keep(screens[name]))
    .map((name) => {
      const path = screens[name].path.slice(base.length).replace(/^\//, '');
      return path ? { path, element: elements[name] } : { index: true, element: elements[name] };
    });
}

const forUsers = (screen: Screen) => screen.audience === 'user';

const publicRoutes: RouteObject[] = [
  ...routesOf(PUBLIC_SCREENS, PUBLIC_ELEMENTS, '/', (screen) => !forUsers(screen)),
  { element: <RequireUser />, children: routesOf(PUBLIC_SCREENS, PUBLIC_ELEMENTS, '/', forUsers) },
];

const forAdmins = (screen: Screen) => screen.audience === 'admin';

/** Content screens for every staff member; leads, staff, settings, log and mail for admins. */
const adminRoutes: RouteObject[] = [
  { index: true, element: <Navigate to={ADMIN_SCREENS.dashboard.path} replace /> },
  ...routesOf(ADMIN_SCREENS, ADMIN_ELEMENTS, ADMIN_AREA.path, (screen) => !forAdmins(screen)),
  {
    element: lazyScreen(() => import('./admin-only').then((m) => m.AdminOnly)),
    children: routesOf(ADMIN_SCREENS, ADMIN_ELEMENTS, ADMIN_AREA.path, forAdmins),
  },
];

/** Every route of docs/PRODUCT.md section 2; any unknown path goes home. */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      { element: <PublicLayout />, children: publicRoutes },
      {
        path: ADMIN_AREA.path.slice(1),
        element: <RequireStaff />,
        children: [
          {
            element: lazyScreen(() =>
              import('../components/layouts/admin-layout').then((m) => m.AdminLayout),
            ),
            children: adminRoutes,
          },
        ],
      },
      { path: '*', element: <Navigate to={PUBLIC_SCREENS.home.path} replace /> },
    ],
  },
];
