import { lazy, type ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { PublicLayout } from '../components/layouts/public-layout';
import { RootLayout } from '../components/layouts/root-layout';
import { RequireAdmin, RequireUser } from './route-guards';
import { HomeRoute } from './routes/public/home';

/**
 * A screen loaded on its first visit (React.lazy): the home page's initial JavaScript
 * (issue 8 budget) carries only what home needs, and public pages never download admin code.
 * The layouts hold the Suspense boundaries: a first visit shows their spinner, and moving
 * between pages (a transition, see HashRouter) keeps the current one on screen meanwhile.
 */
function lazyScreen(load: () => Promise<ComponentType>): RouteObject['element'] {
  const Screen = lazy(() => load().then((Component) => ({ default: Component })));
  return <Screen />;
}

// Titles of these screens, for the admin header, are in components/layouts/admin-nav-items.ts.
const adminRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/admin/dashboard" replace /> },
  {
    path: 'dashboard',
    element: lazyScreen(() =>
      import('./routes/admin/dashboard').then((m) => m.AdminDashboardRoute),
    ),
  },
  {
    path: 'courses',
    element: lazyScreen(() => import('./routes/admin/courses').then((m) => m.AdminCoursesRoute)),
  },
  {
    path: 'courses/new',
    element: lazyScreen(() =>
      import('./routes/admin/course-new').then((m) => m.AdminCourseNewRoute),
    ),
  },
  {
    path: 'courses/:courseId/details',
    element: lazyScreen(() =>
      import('./routes/admin/course-details').then((m) => m.AdminCourseDetailsRoute),
    ),
  },
  {
    path: 'coursesv2',
    element: lazyScreen(() =>
      import('./routes/admin/courses-v2').then((m) => m.AdminCoursesV2Route),
    ),
  },
  {
    path: 'resources',
    element: lazyScreen(() =>
      import('./routes/admin/resources').then((m) => m.AdminResourcesRoute),
    ),
  },
  {
    path: 'team',
    element: lazyScreen(() => import('./routes/admin/team').then((m) => m.AdminTeamRoute)),
  },
  {
    path: 'content',
    element: lazyScreen(() => import('./routes/admin/content').then((m) => m.AdminContentRoute)),
  },
  {
    path: 'testimonies',
    element: lazyScreen(() =>
      import('./routes/admin/testimonies').then((m) => m.AdminTestimoniesRoute),
    ),
  },
  {
    path: 'contacts',
    element: lazyScreen(() => import('./routes/admin/contacts').then((m) => m.AdminContactsRoute)),
  },
  {
    path: 'activity',
    element: lazyScreen(() => import('./routes/admin/activity').then((m) => m.AdminActivityRoute)),
  },
  {
    path: 'settings',
    element: lazyScreen(() => import('./routes/admin/settings').then((m) => m.AdminSettingsRoute)),
  },
];

const publicRoutes: RouteObject[] = [
  { index: true, element: <HomeRoute /> },
  {
    path: 'coursesv2',
    element: lazyScreen(() => import('./routes/public/courses-v2').then((m) => m.CoursesV2Route)),
  },
  {
    path: 'coursesv2/:courseId',
    element: lazyScreen(() =>
      import('./routes/public/course-v2-detail').then((m) => m.CourseV2DetailRoute),
    ),
  },
  {
    path: 'courses',
    element: lazyScreen(() => import('./routes/public/courses').then((m) => m.CoursesRoute)),
  },
  {
    path: 'courses/:courseId',
    element: lazyScreen(() =>
      import('./routes/public/course-detail').then((m) => m.CourseDetailRoute),
    ),
  },
  {
    path: 'resources',
    element: lazyScreen(() => import('./routes/public/resources').then((m) => m.ResourcesRoute)),
  },
  {
    path: 'contact',
    element: lazyScreen(() => import('./routes/public/contact').then((m) => m.ContactRoute)),
  },
  {
    path: 'login',
    element: lazyScreen(() => import('./routes/public/login').then((m) => m.LoginRoute)),
  },
  {
    path: 'register',
    element: lazyScreen(() => import('./routes/public/register').then((m) => m.RegisterRoute)),
  },
  {
    element: <RequireUser />,
    children: [
      {
        path: 'dashboard',
        element: lazyScreen(() =>
          import('./routes/public/dashboard').then((m) => m.DashboardRoute),
        ),
      },
    ],
  },
];

/** Every route of SPEC.md section 2; any unknown path goes home. */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      { element: <PublicLayout />, children: publicRoutes },
      {
        path: 'admin',
        element: <RequireAdmin />,
        children: [
          {
            element: lazyScreen(() =>
              import('../components/layouts/admin-layout').then((m) => m.AdminLayout),
            ),
            children: adminRoutes,
          },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
