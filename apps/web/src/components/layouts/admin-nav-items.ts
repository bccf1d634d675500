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

/** What the admin header calls each screen (paths under /admin, as in app/router.tsx). */
export const ADMIN_SCREEN_TITLES: readonly { path: string; title: string }[] = [
  { path: 'dashboard', title: 'Dashboard' },
  { path: 'courses', title: 'Courses' },
  { path: 'courses/new', title: 'New Course' },
  { path: 'courses/:courseId/details', title: 'Course Details' },
  { path: 'coursesv2', title: 'Courses V2' },
  { path: 'resources', title: 'Resources' },
  { path: 'team', title: 'Our Team' },
  { path: 'content', title: 'Site Content' },
  { path: 'testimonies', title: 'Testimonies' },
  { path: 'contacts', title: 'Contact Messages' },
  { path: 'activity', title: 'Activity' },
  { path: 'settings', title: 'Settings' },
];
