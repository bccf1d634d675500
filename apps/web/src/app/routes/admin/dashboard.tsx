import {
  AdminWelcome,
  QuickActions,
  SystemNotes,
} from '../../../features/dashboard/components/admin-overview';
import { StatsOverview } from '../../../features/stats/components/stats-overview';

/** Composes the dashboard feature (welcome, actions, notes) with the live counts. */
export function AdminDashboardRoute() {
  return (
    <div className="flex min-w-0 flex-col gap-8">
      <AdminWelcome />
      <StatsOverview />
      <QuickActions />
      <SystemNotes />
    </div>
  );
}
