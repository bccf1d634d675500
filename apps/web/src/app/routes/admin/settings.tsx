import { AdminSettings } from '../../../features/settings/components/admin-settings';
import { usePageTitle } from '../../../lib/use-page-title';

export function AdminSettingsRoute() {
  usePageTitle('Admin Settings');
  return <AdminSettings />;
}
