import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Spinner } from '../ui/spinner';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { MAIN_CONTENT_ID } from './skip-link';

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
