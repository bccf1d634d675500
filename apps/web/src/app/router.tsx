import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import {
  ADMIN_AREA,
  PUBLIC_SCREENS,
  type PublicScreenName,
  type Screen,
} from '@tutoring/shared/plain';
import { PublicLayout } from '../components/layouts/public-layout';
import { RootLayout } from '../components/layouts/root-layout';
import { HomeRoute } from './routes/public/home';
import { lazyScreen, routesOf } from './screen-routes';

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
  privacy: lazyScreen(() => import('./routes/public/legal').then((m) => m.PrivacyRoute)),
  terms: lazyScreen(() => import('./routes/public/legal').then((m) => m.TermsRoute)),
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
  'waitlist-offer': lazyScreen(() =>
    import('./routes/public/waitlist-offer').then((m) => m.WaitlistOfferRoute),
  ),
  dashboard: lazyScreen(() => import('./routes/public/dashboard').then((m) => m.DashboardRoute)),
  'change-password': lazyScreen(() =>
    import('./routes/public/change-password').then((m) => m.ChangePasswordRoute),
  ),
};

const forUsers = (screen: Screen) => screen.audience === 'user';

const publicRoutes: RouteObject[] = [
  ...routesOf(PUBLIC_SCREENS, PUBLIC_ELEMENTS, '/', (screen) => !forUsers(screen)),
  {
    element: lazyScreen(() => import('./route-guards').then((m) => m.RequireUser)),
    children: routesOf(PUBLIC_SCREENS, PUBLIC_ELEMENTS, '/', forUsers),
  },
];

const adminArea = lazyScreen(() => import('./admin-routes').then((m) => m.AdminArea));

/** Every route of docs/PRODUCT.md section 2; any unknown path goes home. */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      { element: <PublicLayout />, children: publicRoutes },
      {
        path: ADMIN_AREA.path.slice(1),
        element: lazyScreen(() => import('./route-guards').then((m) => m.RequireStaff)),
        // The admin area's routes come with its code (/admin itself and every path below it),
        // so public pages never carry them.
        children: [
          { index: true, element: adminArea },
          { path: '*', element: adminArea },
        ],
      },
      { path: '*', element: <Navigate to={PUBLIC_SCREENS.home.path} replace /> },
    ],
  },
];
