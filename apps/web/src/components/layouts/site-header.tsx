import { useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { AccountLinks } from './account-links';
import { MenuToggleButton } from './menu-toggle-button';
import { PUBLIC_NAV_ITEMS } from './public-nav-items';
import { SiteBrand } from './site-brand';

const MOBILE_MENU_ID = 'mobile-menu';

function navLinkClasses({ isActive }: { isActive: boolean }): string {
  const state = isActive ? 'text-primary' : 'text-foreground hover:text-primary';
  return `inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-medium ${state}`;
}

export function SiteHeader() {
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on, so following a link closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;

  return (
    <header className="sticky top-0 z-30 border-b border-border bg-background/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-2 px-4 py-2 sm:px-6">
        <SiteBrand />
        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          {PUBLIC_NAV_ITEMS.map((item) => (
            <NavLink key={item.to} to={item.to} end={item.end} className={navLinkClasses}>
              {item.label}
            </NavLink>
          ))}
          <AccountLinks />
        </nav>
        <MenuToggleButton
          open={open}
          controls={MOBILE_MENU_ID}
          onToggle={() => setOpenOn(open ? null : pathname)}
        />
      </div>
      {open && (
        <nav
          id={MOBILE_MENU_ID}
          aria-label="Main"
          className="border-t border-border px-4 pb-3 lg:hidden"
          onKeyDown={(event) => event.key === 'Escape' && setOpenOn(null)}
        >
          <ul className="flex flex-col">
            {PUBLIC_NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end} className={navLinkClasses}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="mt-2 flex flex-wrap gap-2 border-t border-border pt-2">
            <AccountLinks />
          </div>
        </nav>
      )}
    </header>
  );
}
