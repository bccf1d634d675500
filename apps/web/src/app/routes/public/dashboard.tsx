import { PUBLIC_SCREENS } from '@tutoring/shared';
import { UserDashboard } from '../../../features/dashboard/components/user-dashboard';
import { usePageMeta } from '../../../lib/use-page-meta';

export function DashboardRoute() {
  usePageMeta({
    title: PUBLIC_SCREENS.dashboard.title,
    description: 'Your enrolled courses, learning progress and achievements.',
  });
  return <UserDashboard />;
}
