import { ComingSoon } from '../../../components/ui/coming-soon';

export function CourseV2DetailRoute() {
  return <ComingSoon title="Course Details" />;
}
