import { AdminTestimonies } from '../../../features/testimonies/components/admin-testimonies';
import { usePageMeta } from '../../../lib/use-page-meta';

export function AdminTestimoniesRoute() {
  usePageMeta({
    title: 'Testimonies',
    description: 'Manage student testimonies.',
  });
  return <AdminTestimonies />;
}
