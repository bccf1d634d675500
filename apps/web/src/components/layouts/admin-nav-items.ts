import {
  BookOpen,
  FilePen,
  GraduationCap,
  History,
  LayoutDashboard,
  Library,
  Mail,
  MessageSquareQuote,
  Settings,
  Users,
  type LucideIcon,
} from 'lucide-react';

export interface AdminNavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Shows how many contact messages are still new beside the label. */
  countsNewMessages?: boolean;
}

/** The admin sidebar of SPEC.md section 2, in its order, plus Activity (the audit trail). */
export const ADMIN_NAV_ITEMS: readonly AdminNavItem[] = [
  { to: '/admin/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/admin/courses', label: 'Courses', icon: BookOpen },
  { to: '/admin/coursesv2', label: 'Courses V2', icon: GraduationCap },
  { to: '/admin/resources', label: 'Resources', icon: Library },
  { to: '/admin/team', label: 'Our Team', icon: Users },
  { to: '/admin/content', label: 'Site Content', icon: FilePen },
  { to: '/admin/testimonies', label: 'Testimonies', icon: MessageSquareQuote },
  { to: '/admin/contacts', label: 'Contact Messages', icon: Mail, countsNewMessages: true },
  { to: '/admin/activity', label: 'Activity', icon: History },
  { to: '/admin/settings', label: 'Settings', icon: Settings },
];

/**
 * What the admin header calls each screen: a sidebar section by its label, plus the screens
 * that have no sidebar entry of their own (patterns as in app/router.tsx).
 */
export const ADMIN_SCREEN_TITLES: readonly { pattern: string; title: string }[] = [
  ...ADMIN_NAV_ITEMS.map((item) => ({ pattern: item.to, title: item.label })),
  { pattern: '/admin/courses/new', title: 'New Course' },
  { pattern: '/admin/courses/:courseId/details', title: 'Course Details' },
];
