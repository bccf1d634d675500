import { isAdminRole } from '@tutoring/shared';
import { AdminTeam } from '../../../features/team/components/admin-team';
import { useAuth } from '../../../lib/auth-store';
import { useSiteSettings } from '../../../lib/site-settings';
import { usePageMeta } from '../../../lib/use-page-meta';

export function AdminTeamRoute() {
  usePageMeta({
    title: 'Our Team',
    description: 'Manage the team members shown on the site.',
  });
  const { user } = useAuth();
  const timeZone = useSiteSettings().data?.timeZone;
  // Tutors' hours and calendar feeds are an admin's to set (the API answers an editor 403).
  const admin = isAdminRole(user?.role);
  return <AdminTeam hoursTimeZone={admin ? timeZone : undefined} calendarFeeds={admin} />;
}
