import { BookPlus, GraduationCap, Mail, Palette, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { ADMIN_SCREENS, type Screen } from '@tutoring/shared';
import { buttonClasses } from '../../../components/ui/button-styles';
import { HeadedSection } from '../../../components/ui/headed-section';
import { useAuth } from '../../../lib/auth-store';
import { mayOpen } from '../../../lib/screen-access';

const QUICK_ACTIONS: { screen: Screen; label: string; icon: LucideIcon }[] = [
  { screen: ADMIN_SCREENS['course-new'], label: 'Add a Course', icon: BookPlus },
  { screen: ADMIN_SCREENS['courses-v2'], label: 'Manage Courses V2', icon: GraduationCap },
  { screen: ADMIN_SCREENS.contacts, label: 'View Contact Messages', icon: Mail },
  { screen: ADMIN_SCREENS.settings, label: 'Change Theme', icon: Palette },
];

// True statements about how this system works (the spec's said it was a UI demo; it is not).
const SYSTEM_NOTES = [
  'All content is stored in the database and appears on the public site as soon as it is saved.',
  'Counts on this page are live figures from the database.',
  'Contact messages can be exported as an Excel (.xlsx) file from Contact Messages.',
  'Admins can do everything here; editors change content only. The server checks every change.',
  'The colour theme chosen in Settings is kept in this browser.',
];

export function AdminWelcome() {
  const { user } = useAuth();
  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight text-foreground">Admin Dashboard</h1>
      <p className="mt-1 break-words text-muted">
        Welcome back{user ? `, ${user.name}` : ''}. Here is how the site is doing.
      </p>
    </div>
  );
}

/** The actions the signed-in person's role may take: an editor's are content only. */
export function QuickActions() {
  const { user } = useAuth();
  const actions = QUICK_ACTIONS.filter(({ screen }) => mayOpen(screen, user?.role));
  return (
    <HeadedSection id="quick-actions" title="Quick Actions" className="flex flex-col gap-4">
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {actions.map(({ screen, label, icon: Icon }) => (
          <li key={screen.path}>
            <Link to={screen.path} className={buttonClasses('outline', 'w-full justify-start')}>
              <Icon aria-hidden="true" className="size-4 text-primary" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}

export function SystemNotes() {
  return (
    <HeadedSection id="system-notes" title="System Notes" className="flex flex-col gap-3">
      <ul className="list-disc space-y-1 pl-5 text-sm text-muted">
        {SYSTEM_NOTES.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </HeadedSection>
  );
}
