import { AdminContacts } from '../../../features/contact/components/admin-contacts';

export function AdminContactsRoute() {
  return <AdminContacts />;
}
