import {
  AdminWelcome,
  QuickActions,
  SystemNotes,
} from '../../../features/dashboard/components/admin-overview';
import { BackupNotice } from '../../../features/dashboard/components/backup-notice';
import { LeadFunnel } from '../../../features/stats/components/lead-funnel';
import { StatsOverview } from '../../../features/stats/components/stats-overview';
import { useAuth } from '../../../lib/auth-store';
import { usePageMeta } from '../../../lib/use-page-meta';

/** Composes the dashboard feature (welcome, actions, notes) with the live counts. */
export function AdminDashboardRoute() {
  // Backups are the operator's concern: editors see content figures only.
  const isAdmin = useAuth().user?.role === 'admin';
  usePageMeta({
    title: 'Admin Dashboard',
    description: 'Live counts and quick actions for the admin area.',
  });
  return (
    <div className="flex min-w-0 flex-col gap-8 p-4 sm:p-6">
      <AdminWelcome />
      {isAdmin && <BackupNotice />}
      <StatsOverview />
      {isAdmin && <LeadFunnel />}
      <QuickActions />
      <SystemNotes />
    </div>
  );
}
