import {
  BookOpen,
  CalendarClock,
  CalendarDays,
  CalendarOff,
  CalendarRange,
  ClipboardCheck,
  Clock,
  FilePen,
  GraduationCap,
  History,
  House,
  Images,
  LayoutDashboard,
  LayoutList,
  Lock,
  Library,
  Mail,
  MailCheck,
  MessageSquareQuote,
  Rss,
  School,
  Settings,
  ShieldCheck,
  UserCog,
  Users,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import { ADMIN_SCREENS, type AdminScreen, type AdminScreenName } from '@tutoring/shared';

export type AdminMenuPlace = NonNullable<AdminScreen['menu']>;

export interface AdminNavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Shows how many contact messages are still new beside the label. */
  countsNewMessages: boolean;
  /** Who may open it and where the menu lists it (its group, the start or the foot). */
  screen: AdminScreen & { menu: AdminMenuPlace };
}

/**
 * The sidebar's icon for each admin screen the menu lists (the screens table says where); a
 * listed screen without one here still gets its entry, with a plain list icon.
 */
const SIDEBAR_ICONS: Partial<Record<AdminScreenName, LucideIcon>> = {
  dashboard: LayoutDashboard,
  courses: BookOpen,
  'courses-v2': GraduationCap,
  resources: Library,
  team: Users,
  'home-content': House,
  content: FilePen,
  testimonies: MessageSquareQuote,
  media: Images,
  contacts: Mail,
  bookings: CalendarClock,
  activity: History,
  batches: UsersRound,
  holidays: CalendarOff,
  'class-calendar': CalendarRange,
  students: School,
  staff: UserCog,
  outbox: MailCheck,
  settings: Settings,
  privacy: Lock,
  security: ShieldCheck,
  'tutor-bookings': CalendarDays,
  'tutor-hours': Clock,
  'tutor-calendar': Rss,
  'tutor-classes': CalendarRange,
  'tutor-attendance': ClipboardCheck,
};

/** The admin menu's entries, in the screens table's order, each named as its screen. */
export const ADMIN_NAV_ITEMS: readonly AdminNavItem[] = (
  Object.keys(ADMIN_SCREENS) as AdminScreenName[]
).flatMap((name) => {
  const screen: AdminScreen = ADMIN_SCREENS[name];
  if (!screen.menu) return [];
  return [
    {
      to: screen.path,
      label: screen.title,
      icon: SIDEBAR_ICONS[name] ?? LayoutList,
      countsNewMessages: name === 'contacts',
      screen: { ...screen, menu: screen.menu },
    },
  ];
});

/** What the admin header calls each screen (patterns as in app/router.tsx). */
export const ADMIN_SCREEN_TITLES: readonly { pattern: string; title: string }[] = Object.values(
  ADMIN_SCREENS,
).map(({ path, title }) => ({ pattern: path, title }));
