import { AdminContacts } from '../../../features/contact/components/admin-contacts';
import { usePageTitle } from '../../../lib/use-page-title';

export function AdminContactsRoute() {
  usePageTitle('Contact Messages');
  return <AdminContacts />;
}
