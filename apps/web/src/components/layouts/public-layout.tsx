import { Suspense, type ReactNode } from 'react';
import { preloadablePart } from '../../lib/preloadable-part';
import { Outlet } from 'react-router-dom';
import { Spinner } from '../ui/spinner';
import { SiteHeader } from './site-header';
import { MAIN_CONTENT_ID } from './skip-link';

/** The page's landmark, where the skip link leads: the same while loading and loaded. */
function PageMain({ children }: { children: ReactNode }) {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
      {children}
    </main>
  );
}

/**
 * The footer is in the server's HTML with the page, and its code off the public pages' first
 * JavaScript (docs/decisions/0041-public-first-javascript-kept-small.md): the browser hydrates
 * it once that code has come, the server's HTML standing meanwhile.
 */
const SiteFooter = preloadablePart(() => import('./site-footer').then((m) => m.SiteFooter));

/**
 * The page and the footer share one boundary: on a first visit the footer comes only once the
 * page has. Mounted beside the loading spinner (a screen high, so the footer sat below the
 * fold), it moved up into view when a short page (the terms) replaced the spinner: a layout
 * shift of 0.2, whenever the footer's code beat the page's.
 */
export function PublicLayout() {
  const loading = (
    <PageMain>
      <Spinner label="Loading page…" className="min-h-screen items-start" />
    </PageMain>
  );
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <Suspense fallback={loading}>
        <PageMain>
          <Outlet />
        </PageMain>
        {/* Its own boundary inside: the page never waits for the footer's code. */}
        <Suspense fallback={null}>
          <SiteFooter />
        </Suspense>
      </Suspense>
    </div>
  );
}
