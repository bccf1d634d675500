import { UserDashboard } from '../../../features/dashboard/components/user-dashboard';
import { usePageTitle } from '../../../lib/use-page-title';

export function DashboardRoute() {
  usePageTitle('Dashboard');
  return <UserDashboard />;
}
