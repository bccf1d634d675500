import { ADMIN_MENU_GROUPS, type AdminMenuGroup } from '@tutoring/shared';
import { mayOpen } from '../../lib/screen-access';
import { ADMIN_NAV_ITEMS, type AdminMenuPlace, type AdminNavItem } from './admin-nav-items';

export interface AdminMenuSection {
  group: AdminMenuGroup;
  heading: string;
  items: readonly AdminNavItem[];
}

/** What one person's admin menu lists: the entry above the groups, the groups, the foot. */
export interface AdminMenu {
  start: readonly AdminNavItem[];
  groups: readonly AdminMenuSection[];
  account: readonly AdminNavItem[];
}

/**
 * The admin menu for `role`, from the screens' own access rules: an entry shows when the role
 * may open its screen, and a group only when it keeps an entry, so a role added later (or a
 * group whose screens are still to come) needs no list of its own here.
 */
export function adminMenuFor(
  role: string | undefined,
  items: readonly AdminNavItem[] = ADMIN_NAV_ITEMS,
): AdminMenu {
  const open = items.filter((item) => mayOpen(item.screen, role));
  const placedIn = (menu: AdminMenuPlace) => open.filter((item) => item.screen.menu === menu);
  const groups = (Object.keys(ADMIN_MENU_GROUPS) as AdminMenuGroup[])
    .map((group) => ({ group, heading: ADMIN_MENU_GROUPS[group], items: placedIn(group) }))
    .filter((section) => section.items.length > 0);
  return { start: placedIn('start'), groups, account: placedIn('account') };
}
