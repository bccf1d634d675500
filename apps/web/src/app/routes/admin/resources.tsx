import { AdminResources } from '../../../features/resources/components/admin-resources';

export function AdminResourcesRoute() {
  return <AdminResources />;
}
