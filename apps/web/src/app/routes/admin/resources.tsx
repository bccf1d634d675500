import { AdminResources } from '../../../features/resources/components/admin-resources';
import { usePageTitle } from '../../../lib/use-page-title';

export function AdminResourcesRoute() {
  usePageTitle('Resources');
  return <AdminResources />;
}
