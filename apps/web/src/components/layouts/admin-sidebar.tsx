import { useQuery } from '@tanstack/react-query';
import { ExternalLink, KeyRound, LogOut } from 'lucide-react';
import { Link, NavLink } from 'react-router-dom';
import { dashboardStatsSchema, isAdminRole, PUBLIC_SCREENS, statsEndpoint } from '@tutoring/shared';
import { z } from 'zod';
import { apiRequest } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-store';
import { endpointPath } from '../../lib/collection-client';
import { queryKeys } from '../../lib/query-keys';
import { mayOpen } from '../../lib/screen-access';
import { useInstituteName } from '../../lib/site-settings';
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

// Only the figure the badge shows: the other counts are the dashboard's to check.
const newCountSchema = z.object({
  [statsEndpoint.itemKey]: dashboardStatsSchema.pick({ newContactMessages: true }),
});

/**
 * Under ['stats', …]: whatever invalidates the dashboard counts (a status change) refreshes
 * this too. Checked again every minute so a lead sent meanwhile shows up. Silent on failure.
 */
function useNewMessageCount(enabled: boolean): number {
  const { data } = useQuery({
    enabled,
    queryKey: queryKeys.stats.newContactMessages(),
    queryFn: async ({ signal }) => {
      const answer = await apiRequest(endpointPath(statsEndpoint), {
        schema: newCountSchema,
        signal,
      });
      return answer[statsEndpoint.itemKey].newContactMessages;
    },
    refetchInterval: 60_000,
  });
  return data ?? 0;
}

function NewMessagesBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <>
      <span
        aria-hidden="true"
        className="ml-auto min-w-6 rounded-full bg-primary px-2 py-0.5 text-center text-xs font-bold text-on-primary"
      >
        {count}
      </span>
      {/* A space of its own: the flex row drops it visually, screen readers keep it. */}{' '}
      <span className="sr-only">({count} new messages)</span>
    </>
  );
}

export function AdminSidebar({ open, onLogout }: AdminSidebarProps) {
  const { user } = useAuth();
  const items = ADMIN_NAV_ITEMS.filter((item) => mayOpen(item.screen, user?.role));
  // Only admins see leads; an editor's browser never asks for their count.
  const newMessages = useNewMessageCount(isAdminRole(user?.role));
  const institute = useInstituteName();
  return (
    <aside
      id={ADMIN_SIDEBAR_ID}
      aria-label="Admin"
      className={`${open ? PHONE_OPEN : 'hidden'} flex-col gap-4 bg-surface p-4 lg:static lg:flex lg:min-h-screen lg:w-64 lg:shrink-0 lg:border-r lg:border-border`}
    >
      {/* Its line is kept while the name loads, so the sections below do not move. */}
      <p className="hidden min-h-6 px-3 font-bold text-foreground lg:block">{institute}</p>
      <nav aria-label="Admin sections">
        <ul className="flex flex-col gap-1">
          {items.map(({ to, label, icon: Icon, countsNewMessages }) => (
            <li key={to}>
              <NavLink
                to={to}
                className={({ isActive }) =>
                  `${itemClasses} ${isActive ? 'bg-background text-primary' : ''}`
                }
              >
                <Icon aria-hidden="true" className="size-4 shrink-0" />
                {label}
                {countsNewMessages && <NewMessagesBadge count={newMessages} />}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-auto flex flex-col gap-1 border-t border-border pt-4">
        <Link to={PUBLIC_SCREENS.home.path} className={itemClasses}>
          <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
          View Public Site
        </Link>
        <Link to={PUBLIC_SCREENS['change-password'].path} className={itemClasses}>
          <KeyRound aria-hidden="true" className="size-4 shrink-0" />
          Change password
        </Link>
        <button type="button" onClick={onLogout} className={itemClasses}>
          <LogOut aria-hidden="true" className="size-4 shrink-0" />
          Log out
        </button>
      </div>
    </aside>
  );
}
