import { ComingSoon } from '../../../components/ui/coming-soon';

export function CoursesV2Route() {
  return <ComingSoon title="Exam Preparation Courses" />;
}
