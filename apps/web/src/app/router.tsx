import type { ComponentType } from 'react';
import { Navigate, createHashRouter, type RouteObject } from 'react-router-dom';
import { PublicLayout } from '../components/layouts/public-layout';
import { RootLayout } from '../components/layouts/root-layout';
import type { AdminRouteHandle } from '../components/layouts/admin-nav-items';
import { RouteError } from '../components/errors/route-error';
import { Spinner } from '../components/ui/spinner';
import { RequireAdmin, RequireUser } from './route-guards';
import { HomeRoute } from './routes/public/home';

/**
 * An admin screen, loaded on first visit: public pages never download admin code.
 * `title` is what the admin header shows for it.
 */
function adminScreen(path: string, title: string, load: () => Promise<ComponentType>): RouteObject {
  const handle: AdminRouteHandle = { title };
  return { path, handle, lazy: async () => ({ Component: await load() }) };
}

const adminRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/admin/dashboard" replace /> },
  adminScreen('dashboard', 'Dashboard', () =>
    import('./routes/admin/dashboard').then((m) => m.AdminDashboardRoute),
  ),
  adminScreen('courses', 'Courses', () =>
    import('./routes/admin/courses').then((m) => m.AdminCoursesRoute),
  ),
  adminScreen('courses/new', 'New Course', () =>
    import('./routes/admin/course-new').then((m) => m.AdminCourseNewRoute),
  ),
  adminScreen('courses/:courseId/details', 'Course Details', () =>
    import('./routes/admin/course-details').then((m) => m.AdminCourseDetailsRoute),
  ),
  adminScreen('coursesv2', 'Courses V2', () =>
    import('./routes/admin/courses-v2').then((m) => m.AdminCoursesV2Route),
  ),
  adminScreen('resources', 'Resources', () =>
    import('./routes/admin/resources').then((m) => m.AdminResourcesRoute),
  ),
  adminScreen('team', 'Our Team', () =>
    import('./routes/admin/team').then((m) => m.AdminTeamRoute),
  ),
  adminScreen('content', 'Site Content', () =>
    import('./routes/admin/content').then((m) => m.AdminContentRoute),
  ),
  adminScreen('testimonies', 'Testimonies', () =>
    import('./routes/admin/testimonies').then((m) => m.AdminTestimoniesRoute),
  ),
  adminScreen('contacts', 'Contact Messages', () =>
    import('./routes/admin/contacts').then((m) => m.AdminContactsRoute),
  ),
  adminScreen('activity', 'Activity', () =>
    import('./routes/admin/activity').then((m) => m.AdminActivityRoute),
  ),
  adminScreen('settings', 'Settings', () =>
    import('./routes/admin/settings').then((m) => m.AdminSettingsRoute),
  ),
];

/**
 * A public page other than home, loaded on first visit: the home page's initial JavaScript
 * (issue 8 budget) carries only what home needs; forms, zod and the other pages come later.
 * The first paint of a lazy page shows the root's Spinner (hydrateFallbackElement); moving
 * between pages keeps the current one on screen until the next has loaded.
 */
function publicPage(path: string, load: () => Promise<ComponentType>): RouteObject {
  return { path, lazy: async () => ({ Component: await load() }) };
}

const publicRoutes: RouteObject[] = [
  { index: true, element: <HomeRoute /> },
  publicPage('coursesv2', () => import('./routes/public/courses-v2').then((m) => m.CoursesV2Route)),
  publicPage('coursesv2/:courseId', () =>
    import('./routes/public/course-v2-detail').then((m) => m.CourseV2DetailRoute),
  ),
  publicPage('courses', () => import('./routes/public/courses').then((m) => m.CoursesRoute)),
  publicPage('courses/:courseId', () =>
    import('./routes/public/course-detail').then((m) => m.CourseDetailRoute),
  ),
  publicPage('resources', () => import('./routes/public/resources').then((m) => m.ResourcesRoute)),
  publicPage('contact', () => import('./routes/public/contact').then((m) => m.ContactRoute)),
  publicPage('login', () => import('./routes/public/login').then((m) => m.LoginRoute)),
  publicPage('register', () => import('./routes/public/register').then((m) => m.RegisterRoute)),
  {
    element: <RequireUser />,
    children: [
      publicPage('dashboard', () =>
        import('./routes/public/dashboard').then((m) => m.DashboardRoute),
      ),
    ],
  },
];

/** Every route of SPEC.md section 2; any unknown path goes home. */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <Spinner className="min-h-screen" />,
    children: [
      { element: <PublicLayout />, children: publicRoutes },
      {
        path: 'admin',
        element: <RequireAdmin />,
        children: [
          {
            lazy: async () => ({
              Component: (await import('../components/layouts/admin-layout')).AdminLayout,
            }),
            children: adminRoutes,
          },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export function createAppRouter() {
  return createHashRouter(appRoutes);
}
