import {
  BookOpen,
  CalendarClock,
  CalendarDays,
  Clock,
  FilePen,
  GraduationCap,
  History,
  House,
  Images,
  LayoutDashboard,
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
  type LucideIcon,
} from 'lucide-react';
import { ADMIN_SCREENS, type AdminScreenName, type Screen } from '@tutoring/shared';

export interface AdminNavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Shows how many contact messages are still new beside the label. */
  countsNewMessages: boolean;
  /** Who may open it: the sidebar shows an editor only the content screens, a tutor their own. */
  screen: Screen;
}

/**
 * The sidebar's icon for each admin screen that has an entry: docs/PRODUCT.md section 2's sections
 * plus Activity (the audit trail). New Course and Course Details are reached from Courses.
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
  students: School,
  staff: UserCog,
  outbox: MailCheck,
  settings: Settings,
  privacy: Lock,
  security: ShieldCheck,
  'tutor-bookings': CalendarDays,
  'tutor-hours': Clock,
  'tutor-calendar': Rss,
};

/** The admin sidebar, in the screens table's order, each entry named as its screen. */
export const ADMIN_NAV_ITEMS: readonly AdminNavItem[] = (
  Object.keys(ADMIN_SCREENS) as AdminScreenName[]
).flatMap((name) => {
  const icon = SIDEBAR_ICONS[name];
  if (!icon) return [];
  const screen = ADMIN_SCREENS[name];
  return [
    { to: screen.path, label: screen.title, icon, countsNewMessages: name === 'contacts', screen },
  ];
});

/** What the admin header calls each screen (patterns as in app/router.tsx). */
export const ADMIN_SCREEN_TITLES: readonly { pattern: string; title: string }[] = Object.values(
  ADMIN_SCREENS,
).map(({ path, title }) => ({ pattern: path, title }));
