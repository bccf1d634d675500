import { ExternalLink, KeyRound, LogOut } from 'lucide-react';
import { Link } from 'react-router-dom';
import { ADMIN_SCREENS, PUBLIC_SCREENS } from '@tutoring/shared';
import { useAuth } from '../../lib/auth-store';
import { mayOpen } from '../../lib/screen-access';
import { useInstituteName } from '../../lib/site-settings';
import { adminMenuFor } from './admin-menu';
import { AdminMenuLink, AdminMenuNav, adminMenuItemClasses as itemClasses } from './admin-menu-nav';
import { useNewMessageCount } from './use-new-message-count';

export const ADMIN_SIDEBAR_ID = 'admin-sidebar';

interface AdminSidebarProps {
  /** Phones: shown only while the menu is open. Large screens: always shown. */
  open: boolean;
  onLogout: () => void;
}

// On phones the open sidebar covers the page below the admin header (68 px high).
const PHONE_OPEN = 'fixed inset-x-0 top-[4.25rem] bottom-0 z-20 flex overflow-y-auto';

export function AdminSidebar({ open, onLogout }: AdminSidebarProps) {
  const { user } = useAuth();
  const menu = adminMenuFor(user?.role);
  // Only those who may open the leads see their count; others' browsers never ask for it.
  const newMessages = useNewMessageCount(mayOpen(ADMIN_SCREENS.contacts, user?.role));
  const institute = useInstituteName();
  return (
    <aside
      id={ADMIN_SIDEBAR_ID}
      aria-label="Admin"
      className={`${open ? PHONE_OPEN : 'hidden'} flex-col gap-4 bg-surface p-4 lg:static lg:flex lg:min-h-screen lg:w-64 lg:shrink-0 lg:border-r lg:border-border`}
    >
      {/* Its line is kept while the name loads, so the sections below do not move. */}
      <p className="hidden min-h-6 px-3 font-bold text-foreground lg:block">{institute}</p>
      <AdminMenuNav menu={menu} newMessages={newMessages} />
      <div className="mt-auto flex flex-col gap-1 border-t border-border pt-4">
        <Link to={PUBLIC_SCREENS.home.path} className={itemClasses}>
          <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
          View Public Site
        </Link>
        <Link to={PUBLIC_SCREENS['change-password'].path} className={itemClasses}>
          <KeyRound aria-hidden="true" className="size-4 shrink-0" />
          Change password
        </Link>
        {/* The person's own sign-in, beside their password: no group's business. */}
        {menu.account.map((item) => (
          <AdminMenuLink key={item.to} item={item} />
        ))}
        <button type="button" onClick={onLogout} className={itemClasses}>
          <LogOut aria-hidden="true" className="size-4 shrink-0" />
          Log out
        </button>
      </div>
    </aside>
  );
}
