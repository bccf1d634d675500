import { ComingSoon } from '../../../components/ui/coming-soon';

export function CourseDetailRoute() {
  return <ComingSoon title="Course Details" />;
}
