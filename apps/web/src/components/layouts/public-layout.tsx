import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { deferUntilPainted } from '../../lib/deferred-part';
import { Spinner } from '../ui/spinner';
import { SiteHeader } from './site-header';
import { MAIN_CONTENT_ID } from './skip-link';

/**
 * The footer loads after the first paint: out of the initial JavaScript (issue 23 budget). It
 * appears under everything else, so nothing on screen moves when it does.
 */
const SiteFooter = deferUntilPainted(() => import('./site-footer').then((m) => m.SiteFooter));

const MAIN_CLASSES = 'flex-1 outline-none';

/**
 * The page and the footer share one boundary: on a first visit the footer comes only once the
 * page has. Mounted beside the loading spinner (a screen high, so the footer sat below the
 * fold), it moved up into view when a short page (the terms) replaced the spinner: a layout
 * shift of 0.2, whenever the footer's code beat the page's.
 */
export function PublicLayout() {
  const loading = (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className={MAIN_CLASSES}>
      <Spinner label="Loading page…" className="min-h-screen items-start" />
    </main>
  );
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <Suspense fallback={loading}>
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className={MAIN_CLASSES}>
          <Outlet />
        </main>
        <SiteFooter />
      </Suspense>
    </div>
  );
}
