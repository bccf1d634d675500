import { ComingSoon } from '../../../components/ui/coming-soon';

export function AdminTestimoniesRoute() {
  return <ComingSoon title="Manage Testimonies" />;
}
