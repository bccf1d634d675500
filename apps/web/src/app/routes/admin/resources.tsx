import { AdminResources } from '../../../features/resources/components/admin-resources';
import { usePageMeta } from '../../../lib/use-page-meta';

export function AdminResourcesRoute() {
  usePageMeta({
    title: 'Resources',
    description: 'Manage the resource library.',
  });
  return <AdminResources />;
}
