import { AdminContacts } from '../../../features/contact/components/admin-contacts';
import { usePageMeta } from '../../../lib/use-page-meta';

export function AdminContactsRoute() {
  usePageMeta({
    title: 'Contact Messages',
    description: 'Contact messages from visitors, with their status and notes.',
  });
  return <AdminContacts />;
}
