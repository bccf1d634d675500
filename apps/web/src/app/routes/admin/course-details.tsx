import { ComingSoon } from '../../../components/ui/coming-soon';

export function AdminCourseDetailsRoute() {
  return <ComingSoon title="Course Details Editor" />;
}
