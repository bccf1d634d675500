import { NavLink } from 'react-router-dom';
import type { AdminMenu } from './admin-menu';
import type { AdminNavItem } from './admin-nav-items';
import { NewMessagesBadge } from './new-messages-badge';

export const adminMenuItemClasses =
  'flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium text-foreground hover:bg-background';

interface AdminMenuLinkProps {
  item: AdminNavItem;
  newMessages?: number;
}

/** One entry; NavLink marks the open screen's with aria-current="page". */
export function AdminMenuLink({ item, newMessages = 0 }: AdminMenuLinkProps) {
  const { to, label, icon: Icon, countsNewMessages } = item;
  return (
    <NavLink
      to={to}
      className={({ isActive }) =>
        `${adminMenuItemClasses} ${isActive ? 'bg-background text-primary' : ''}`
      }
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {label}
      {countsNewMessages && <NewMessagesBadge count={newMessages} />}
    </NavLink>
  );
}

interface MenuListProps {
  items: readonly AdminNavItem[];
  newMessages: number;
  labelledBy?: string;
}

function MenuList({ items, newMessages, labelledBy }: MenuListProps) {
  return (
    <ul aria-labelledby={labelledBy} className="flex flex-col gap-1">
      {items.map((item) => (
        <li key={item.to}>
          <AdminMenuLink item={item} newMessages={newMessages} />
        </li>
      ))}
    </ul>
  );
}

const headingId = (group: string) => `admin-menu-${group}`;

/**
 * The admin sections as labelled groups: a heading per group names its list, so a screen
 * reader's list of headings (or of lists) walks the menu group by group.
 */
export function AdminMenuNav({ menu, newMessages }: { menu: AdminMenu; newMessages: number }) {
  return (
    <nav aria-label="Admin sections" className="flex flex-col gap-4">
      {menu.start.length > 0 && <MenuList items={menu.start} newMessages={newMessages} />}
      {menu.groups.map(({ group, heading, items }) => (
        <div key={group} className="flex flex-col gap-1">
          <h2 id={headingId(group)} className="px-3 text-xs font-semibold text-muted">
            {heading}
          </h2>
          <MenuList items={items} newMessages={newMessages} labelledBy={headingId(group)} />
        </div>
      ))}
    </nav>
  );
}
