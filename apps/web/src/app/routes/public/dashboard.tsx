import { UserDashboard } from '../../../features/dashboard/components/user-dashboard';
import { usePageMeta } from '../../../lib/use-page-meta';

export function DashboardRoute() {
  usePageMeta({
    title: 'Dashboard',
    description: 'Your enrolled courses, learning progress and achievements.',
  });
  return <UserDashboard />;
}
