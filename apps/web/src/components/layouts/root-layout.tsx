import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { RouteErrorBoundary } from '../errors/route-error';
import { Spinner } from '../ui/spinner';
import { ScrollHelper } from './scroll-helper';
import { SkipLink } from './skip-link';
import { useScrollToTopOnNavigate } from './use-scroll-to-top-on-navigate';

/** Wraps every page, public and admin alike. */
export function RootLayout() {
  const { pathname } = useLocation();
  useScrollToTopOnNavigate();
  return (
    <>
      <SkipLink />
      <ScrollHelper />
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
