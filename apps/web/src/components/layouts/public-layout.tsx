import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { deferUntilPainted } from '../../lib/deferred-part';
import { Spinner } from '../ui/spinner';
import { SiteHeader } from './site-header';
import { MAIN_CONTENT_ID } from './skip-link';

/**
 * The footer is below the fold of every page (a first visit's spinner fills the screen), so it
 * loads after the first paint: out of the initial JavaScript (issue 23 budget). It appears
 * under everything else, so nothing on screen moves when it does.
 */
const SiteFooter = deferUntilPainted(() => import('./site-footer').then((m) => m.SiteFooter));

export function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
        {/* A page's first visit loads its code; the spinner keeps the footer out of view. */}
        <Suspense fallback={<Spinner label="Loading page…" className="min-h-screen items-start" />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
