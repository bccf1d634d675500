import { ExternalLink, LogOut } from 'lucide-react';
import { Link, NavLink } from 'react-router-dom';
import { SITE } from '../../config/site';
import { ADMIN_NAV_ITEMS } from './admin-nav-items';

export const ADMIN_SIDEBAR_ID = 'admin-sidebar';

interface AdminSidebarProps {
  /** Phones: shown only while the menu is open. Large screens: always shown. */
  open: boolean;
  onLogout: () => void;
}

// On phones the open sidebar covers the page below the admin header (68 px high).
const PHONE_OPEN = 'fixed inset-x-0 top-[4.25rem] bottom-0 z-20 flex overflow-y-auto';

const itemClasses =
  'flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium text-foreground hover:bg-background';

export function AdminSidebar({ open, onLogout }: AdminSidebarProps) {
  return (
    <aside
      id={ADMIN_SIDEBAR_ID}
      aria-label="Admin"
      className={`${open ? PHONE_OPEN : 'hidden'} flex-col gap-4 bg-surface p-4 lg:static lg:flex lg:min-h-screen lg:w-64 lg:shrink-0 lg:border-r lg:border-border`}
    >
      <p className="hidden px-3 font-bold text-foreground lg:block">{SITE.name}</p>
      <nav aria-label="Admin sections">
        <ul className="flex flex-col gap-1">
          {ADMIN_NAV_ITEMS.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <NavLink
                to={to}
                className={({ isActive }) =>
                  `${itemClasses} ${isActive ? 'bg-background text-primary' : ''}`
                }
              >
                <Icon aria-hidden="true" className="size-4 shrink-0" />
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-auto flex flex-col gap-1 border-t border-border pt-4">
        <Link to="/" className={itemClasses}>
          <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
          View Public Site
        </Link>
        <button type="button" onClick={onLogout} className={itemClasses}>
          <LogOut aria-hidden="true" className="size-4 shrink-0" />
          Log out
        </button>
      </div>
    </aside>
  );
}
