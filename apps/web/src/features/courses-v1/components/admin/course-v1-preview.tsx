import { useFormContext } from 'react-hook-form';
import type { TeamMember } from '@tutoring/shared';
import { PreviewButton } from '../../../../components/ui/preview-button';
import { CourseV1View } from '../course-v1-detail';
import type { CourseV1FormValues } from './course-v1-form-schema';
import { courseV1PreviewOf } from './course-v1-preview-values';

/** 'Preview' in the v1 course form: the course page with what is typed, nothing sent. */
export function CourseV1PreviewButton({ team }: { team: TeamMember[] }) {
  const { getValues } = useFormContext<CourseV1FormValues>();
  return (
    <PreviewButton
      what="course"
      render={() => <CourseV1View course={courseV1PreviewOf(getValues(), team)} detail={null} />}
    />
  );
}
