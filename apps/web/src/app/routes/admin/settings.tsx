import { AdminSettings } from '../../../features/settings/components/admin-settings';

export function AdminSettingsRoute() {
  return <AdminSettings />;
}
