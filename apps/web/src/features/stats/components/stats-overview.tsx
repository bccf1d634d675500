import {
  BookOpen,
  Clock,
  FolderOpen,
  ShieldOff,
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
import { Link } from 'react-router-dom';
import { ADMIN_SCREENS, type DashboardStats } from '@tutoring/shared';
import { useStats } from '../api/get-stats';

export const STATS_LOAD_FAILED = 'Failed to load dashboard statistics.';

interface StatCard {
  label: string;
  icon: LucideIcon;
  /** The list the figure counts, filtered to it. */
  to?: string;
}

const leads = (query: string) => `${ADMIN_SCREENS.contacts.path}?${query}`;

/**
 * One card per figure of the shared stats schema, in the order shown: a figure added there
 * fails the type check here until it has its label. Figures the server leaves out (the lead
 * figures, for an editor) have no card.
 */
const CARDS: Record<keyof DashboardStats, StatCard> = {
  // First: the figure that asks for action (leads not yet answered).
  newContactMessages: { label: 'New Messages', icon: MailWarning },
  overdueContactMessages: {
    label: 'Overdue leads (new after 24 h)',
    icon: Clock,
    to: leads('overdue=true'),
  },
  coursesV1: { label: 'Courses (v1)', icon: BookOpen },
  coursesV2: { label: 'Courses (v2)', icon: GraduationCap },
  publishedCoursesV2: { label: 'Published v2 Courses', icon: Send },
  resources: { label: 'Resources', icon: FolderOpen },
  teamMembers: { label: 'Team Members', icon: Users },
  testimonies: { label: 'Testimonies', icon: MessageSquareQuote },
  users: { label: 'Users', icon: UserRound },
  contactMessages: { label: 'Contact Messages', icon: Mail },
  contactMessagesThisWeek: { label: 'Messages This Week', icon: Inbox },
  spamContactMessages: { label: 'Held as spam', icon: ShieldOff, to: leads('status=spam') },
};

function StatCards({ stats }: { stats: DashboardStats }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
      {(Object.keys(CARDS) as (keyof DashboardStats)[]).map((key) => {
        const { label, icon: Icon, to } = CARDS[key];
        if (stats[key] === undefined) return null;
        return (
          <div
            key={key}
            className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-4"
          >
            <dt className="flex items-center gap-2 text-sm text-muted">
              <Icon aria-hidden="true" className="size-4 shrink-0 text-primary" />
              {to ? (
                <Link to={to} className="underline decoration-dotted underline-offset-4">
                  {label}
                </Link>
              ) : (
                label
              )}
            </dt>
            <dd className="text-3xl font-bold text-foreground">{stats[key]}</dd>
          </div>
        );
      })}
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
