import { BookPlus, GraduationCap, Mail, Palette, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { ADMIN_SCREENS } from '@tutoring/shared';
import { buttonClasses } from '../../../components/ui/button-styles';
import { useAuth } from '../../../lib/auth-store';

const QUICK_ACTIONS: { to: string; label: string; icon: LucideIcon }[] = [
  { to: ADMIN_SCREENS['course-new'].path, label: 'Add a Course', icon: BookPlus },
  { to: ADMIN_SCREENS['courses-v2'].path, label: 'Manage Courses V2', icon: GraduationCap },
  { to: ADMIN_SCREENS.contacts.path, label: 'View Contact Messages', icon: Mail },
  { to: ADMIN_SCREENS.settings.path, label: 'Change Theme', icon: Palette },
];

// True statements about how this system works (the spec's said it was a UI demo; it is not).
const SYSTEM_NOTES = [
  'All content is stored in the database and appears on the public site as soon as it is saved.',
  'Counts on this page are live figures from the database.',
  'Contact messages can be exported as an Excel (.xlsx) file from Contact Messages.',
  'Only administrators can open this area; every change is checked by the server.',
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

export function QuickActions() {
  return (
    <section aria-labelledby="quick-actions" className="flex flex-col gap-4">
      <h2 id="quick-actions" className="text-xl font-semibold text-foreground">
        Quick Actions
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {QUICK_ACTIONS.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <Link to={to} className={buttonClasses('outline', 'w-full justify-start')}>
              <Icon aria-hidden="true" className="size-4 text-primary" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function SystemNotes() {
  return (
    <section aria-labelledby="system-notes" className="flex flex-col gap-3">
      <h2 id="system-notes" className="text-xl font-semibold text-foreground">
        System Notes
      </h2>
      <ul className="list-disc space-y-1 pl-5 text-sm text-muted">
        {SYSTEM_NOTES.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </section>
  );
}
