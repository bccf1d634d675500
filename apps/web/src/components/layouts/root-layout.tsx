import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';

/**
 * Fixed overlays (progress bar, dots, scroll-to-top) that move nothing when they appear, so
 * they load after the first paint and stay out of the initial JavaScript (issue 8 budget).
 */
const ScrollHelper = lazy(() =>
  import('./scroll-helper').then((m) => ({ default: m.ScrollHelper })),
);
import { SkipLink } from './skip-link';
import { useAfterFirstPaint } from '../../lib/use-after-first-paint';

/** Wraps every page, public and admin alike. */
export function RootLayout() {
  const navigation = useNavigation();
  const painted = useAfterFirstPaint();
  return (
    <>
      <SkipLink />
      {painted && (
        <Suspense fallback={null}>
          <ScrollHelper />
        </Suspense>
      )}
      {navigation.state === 'loading' && (
        // Lazy screens (the admin area) are fetched on first visit; say so meanwhile.
        <p role="status" className="sr-only">
          Loading page…
        </p>
      )}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
