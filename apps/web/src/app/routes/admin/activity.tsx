import { ActivityLog } from '../../../features/audit/components/activity-log';
import { usePageMeta } from '../../../lib/use-page-meta';

export function AdminActivityRoute() {
  usePageMeta({
    title: 'Activity',
    description: 'Who changed what in the admin area, and when.',
  });
  return <ActivityLog />;
}
