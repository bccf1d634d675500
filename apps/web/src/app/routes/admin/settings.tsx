import { AdminSettings } from '../../../features/settings/components/admin-settings';
import { usePageMeta } from '../../../lib/use-page-meta';

export function AdminSettingsRoute() {
  usePageMeta({
    title: 'Admin Settings',
    description: 'Choose the colour theme of the admin area.',
  });
  return <AdminSettings />;
}
