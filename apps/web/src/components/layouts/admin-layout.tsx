import { Suspense, useState } from 'react';
import { Outlet, matchPath, useLocation } from 'react-router-dom';
import { useAuth } from '../../lib/auth-store';
import { Spinner } from '../ui/spinner';
import { Toaster } from '../ui/toaster';
import { ChangeScopeContext } from '../ui/unsaved-changes';
import { useUnsavedChangesGuard } from '../ui/unsaved-changes-guard';
import { ADMIN_SCREEN_TITLES } from './admin-nav-items';
import { ADMIN_SIDEBAR_ID, AdminSidebar } from './admin-sidebar';
import { MenuToggleButton } from './menu-toggle-button';
import { MAIN_CONTENT_ID } from './skip-link';
import { useLogout } from './use-logout';

function sectionTitle(pathname: string): string {
  const screen = ADMIN_SCREEN_TITLES.find(({ pattern }) => matchPath(pattern, pathname));
  return screen?.title ?? 'Admin';
}

export function AdminLayout() {
  const auth = useAuth();
  const { pathname } = useLocation();
  const title = sectionTitle(pathname);
  // The sidebar belongs to the page it was opened on, so choosing a section closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;

  const logout = useLogout();
  // Unsaved work in an admin form is asked about before it is left (docs/PRODUCT.md section 2).
  const guard = useUnsavedChangesGuard();

  return (
    <div className="flex min-h-screen flex-col lg:flex-row">
      <Toaster />
      {guard.dialog}
      <AdminSidebar open={open} onLogout={() => guard.scope.leave(() => void logout())} />
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex items-center gap-3 border-b border-border bg-background px-4 py-3 sm:px-6">
          <MenuToggleButton
            open={open}
            controls={ADMIN_SIDEBAR_ID}
            onToggle={() => setOpenOn(open ? null : pathname)}
          />
          <p className="min-w-0 flex-1 truncate text-lg font-semibold text-foreground">{title}</p>
          {auth.user && <p className="hidden text-sm text-muted sm:block">{auth.user.name}</p>}
        </header>
        {/* lg:pr-10 keeps card grids clear of the scroll dots fixed at the right edge. */}
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none lg:pr-10">
          <Suspense fallback={<Spinner label="Loading page…" className="min-h-[50vh]" />}>
            <ChangeScopeContext.Provider value={guard.scope}>
              <Outlet />
            </ChangeScopeContext.Provider>
          </Suspense>
        </main>
      </div>
    </div>
  );
}
