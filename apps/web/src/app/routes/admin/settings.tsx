import { AdminSettings } from '../../../features/settings/components/admin-settings';
import { usePageMeta } from '../../../lib/use-page-meta';

export function AdminSettingsRoute() {
  usePageMeta({
    title: 'Admin Settings',
    description:
      "Choose the admin area's colour theme and set the institute's name, contacts and pictures.",
  });
  return <AdminSettings />;
}
