import { UserDashboard } from '../../../features/dashboard/components/user-dashboard';

export function DashboardRoute() {
  return <UserDashboard />;
}
