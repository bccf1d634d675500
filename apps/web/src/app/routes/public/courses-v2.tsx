import { CoursesV2Page } from '../../../features/courses-v2/components/courses-v2-page';

export function CoursesV2Route() {
  return <CoursesV2Page />;
}
