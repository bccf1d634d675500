import { ComingSoon } from '../../../components/ui/coming-soon';

export function AdminCoursesV2Route() {
  return <ComingSoon title="Manage Courses V2" />;
}
