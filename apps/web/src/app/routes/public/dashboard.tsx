import { Navigate } from 'react-router-dom';
import { isTutorRole, PUBLIC_SCREENS } from '@tutoring/shared';
import { UserDashboard } from '../../../features/dashboard/components/user-dashboard';
import { FamilyPage } from '../../../features/family/components/family-page';
import { useAuth } from '../../../lib/auth-store';
import { adminHomeFor } from '../../../lib/screen-access';
import { usePageMeta } from '../../../lib/use-page-meta';

export function DashboardRoute() {
  usePageMeta({
    title: PUBLIC_SCREENS.dashboard.title,
    description: 'Your enrolled courses, learning progress and achievements.',
  });
  const role = useAuth().user?.role;
  // The site header's account link leads every non-staff person here; a tutor's own pages
  // are in the admin area.
  if (isTutorRole(role)) return <Navigate to={adminHomeFor(role)} replace />;
  // A `user` account is a family (docs/API.md, "Families"); staff have no family page.
  return <UserDashboard>{role === 'user' && <FamilyPage />}</UserDashboard>;
}
