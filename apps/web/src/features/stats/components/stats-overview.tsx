import {
  BookOpen,
  FolderOpen,
  GraduationCap,
  Inbox,
  Mail,
  MailWarning,
  MessageSquareQuote,
  Send,
  UserRound,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import type { DashboardStats } from '@tutoring/shared';
import { useStats } from '../api/get-stats';

export const STATS_LOAD_FAILED = 'Failed to load dashboard statistics.';

const CARDS: { key: keyof DashboardStats; label: string; icon: LucideIcon }[] = [
  // First: the figure that asks for action (leads not yet answered).
  { key: 'newContactMessages', label: 'New Messages', icon: MailWarning },
  { key: 'coursesV1', label: 'Courses (v1)', icon: BookOpen },
  { key: 'coursesV2', label: 'Courses (v2)', icon: GraduationCap },
  { key: 'publishedCoursesV2', label: 'Published v2 Courses', icon: Send },
  { key: 'resources', label: 'Resources', icon: FolderOpen },
  { key: 'teamMembers', label: 'Team Members', icon: Users },
  { key: 'testimonies', label: 'Testimonies', icon: MessageSquareQuote },
  { key: 'users', label: 'Users', icon: UserRound },
  { key: 'contactMessages', label: 'Contact Messages', icon: Mail },
  { key: 'contactMessagesThisWeek', label: 'Messages This Week', icon: Inbox },
];

function StatCards({ stats }: { stats: DashboardStats }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
      {CARDS.map(({ key, label, icon: Icon }) => (
        <div
          key={key}
          className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-4"
        >
          <dt className="flex items-center gap-2 text-sm text-muted">
            <Icon aria-hidden="true" className="size-4 shrink-0 text-primary" />
            {label}
          </dt>
          <dd className="text-3xl font-bold text-foreground">{stats[key]}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The overview cards, with their loading and error states. */
export function StatsOverview() {
  const stats = useStats();
  return (
    <section aria-labelledby="stats-overview" className="flex flex-col gap-4">
      <h2 id="stats-overview" className="text-xl font-semibold text-foreground">
        Overview
      </h2>
      {stats.isPending && <Spinner label="Loading statistics…" />}
      {stats.isError && <Alert>{errorMessage(stats.error, STATS_LOAD_FAILED)}</Alert>}
      {stats.isSuccess && <StatCards stats={stats.data} />}
    </section>
  );
}
