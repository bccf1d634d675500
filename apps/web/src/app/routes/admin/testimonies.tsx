import { AdminTestimonies } from '../../../features/testimonies/components/admin-testimonies';
import { usePageTitle } from '../../../lib/use-page-title';

export function AdminTestimoniesRoute() {
  usePageTitle('Testimonies');
  return <AdminTestimonies />;
}
