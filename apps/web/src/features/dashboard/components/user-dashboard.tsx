import { Award, BookOpen, ChartLine, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PUBLIC_SCREENS } from '@tutoring/shared';
import { useAuth } from '../../../lib/auth-store';
import { EnrolledCourses } from './enrolled-courses';

function DashboardCard({
  title,
  icon: Icon,
  children,
}: {
  title: string;
  icon: LucideIcon;
  children: ReactNode;
}) {
  return (
    <li className="flex min-w-0 flex-col gap-2 rounded-2xl border border-border bg-surface p-6">
      <Icon aria-hidden="true" className="size-6 text-primary" />
      <h2 className="text-lg font-semibold text-foreground">{title}</h2>
      {children}
    </li>
  );
}

/**
 * The signed-in user's dashboard (docs/PRODUCT.md section 2): enrolments, progress, achievements.
 * `children`: what the route puts above the cards (a family's page).
 */
export function UserDashboard({ children }: { children?: ReactNode }) {
  const { user } = useAuth();
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight break-words text-foreground">
        Welcome, {user?.name ?? ''}
      </h1>
      <p className="mt-2 text-sm">
        <Link
          to={PUBLIC_SCREENS['change-password'].path}
          className="font-semibold text-primary underline"
        >
          Change password
        </Link>
      </p>
      {children}
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <DashboardCard title="Enrolled Courses" icon={BookOpen}>
          <EnrolledCourses />
        </DashboardCard>
        <DashboardCard title="Learning Progress" icon={ChartLine}>
          <p className="text-sm text-muted">
            Your progress through lessons and practice tests will appear here.
          </p>
        </DashboardCard>
        <DashboardCard title="Achievements" icon={Award}>
          <p className="text-sm text-muted">Milestones you reach will show up here.</p>
        </DashboardCard>
      </ul>
    </section>
  );
}
