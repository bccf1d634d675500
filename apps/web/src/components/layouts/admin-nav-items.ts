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

/** Route `handle` of admin screens: the title the admin header shows. */
export interface AdminRouteHandle {
  title: string;
}

export function isAdminRouteHandle(handle: unknown): handle is AdminRouteHandle {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    typeof (handle as { title?: unknown }).title === 'string'
  );
}
