import { ComingSoon } from '../../../components/ui/coming-soon';

export function CoursesRoute() {
  return <ComingSoon title="Available Courses" />;
}
