import { ComingSoon } from '../../../components/ui/coming-soon';

export function AdminCourseNewRoute() {
  return <ComingSoon title="Add New Course" />;
}
