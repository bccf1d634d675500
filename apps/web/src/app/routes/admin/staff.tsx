import { StaffList } from '../../../features/users/components/staff-list';
import { usePageMeta } from '../../../lib/use-page-meta';

export function AdminStaffRoute() {
  usePageMeta({
    title: 'Staff',
    description: 'Who works in the admin area, in which role; invitations and deactivation.',
  });
  return <StaffList />;
}
