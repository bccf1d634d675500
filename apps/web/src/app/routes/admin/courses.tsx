import { ComingSoon } from '../../../components/ui/coming-soon';

export function AdminCoursesRoute() {
  return <ComingSoon title="Manage Courses" />;
}
