import {
  AdminWelcome,
  QuickActions,
  SystemNotes,
} from '../../../features/dashboard/components/admin-overview';
import { StatsOverview } from '../../../features/stats/components/stats-overview';
import { usePageMeta } from '../../../lib/use-page-meta';

/** Composes the dashboard feature (welcome, actions, notes) with the live counts. */
export function AdminDashboardRoute() {
  usePageMeta({
    title: 'Admin Dashboard',
    description: 'Live counts and quick actions for the admin area.',
  });
  return (
    <div className="flex min-w-0 flex-col gap-8 p-4 sm:p-6">
      <AdminWelcome />
      <StatsOverview />
      <QuickActions />
      <SystemNotes />
    </div>
  );
}
