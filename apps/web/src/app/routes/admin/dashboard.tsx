import { ComingSoon } from '../../../components/ui/coming-soon';

export function AdminDashboardRoute() {
  return <ComingSoon title="Admin Dashboard" />;
}
