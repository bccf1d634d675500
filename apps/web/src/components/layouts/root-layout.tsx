import { Suspense, lazy } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { RouteErrorBoundary } from '../errors/route-error';
import { Spinner } from '../ui/spinner';
import { SkipLink } from './skip-link';
import { useScrollToTopOnNavigate } from './use-scroll-to-top-on-navigate';

/**
 * Fixed overlays (progress bar, dots, scroll-to-top) that move nothing when they come: in the
 * server's HTML with the page, their code off the public pages' first JavaScript, so they take
 * over (hydrate) once it has come
 * (docs/decisions/0041-public-first-javascript-kept-small.md).
 */
const ScrollHelper = lazy(() =>
  import('./scroll-helper').then((module) => ({ default: module.ScrollHelper })),
);

/** Wraps every page, public and admin alike. */
export function RootLayout() {
  const { pathname } = useLocation();
  useScrollToTopOnNavigate();
  return (
    <>
      <SkipLink />
      <Suspense fallback={null}>
        <ScrollHelper />
      </Suspense>
      {/* A page that fails to render shows the error screen; the next page starts afresh. */}
      <RouteErrorBoundary resetKey={pathname}>
        {/* The admin area's layout loads on first visit; the public layout has its own. */}
        <Suspense fallback={<Spinner label="Loading page…" className="min-h-screen" />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
    </>
  );
}
