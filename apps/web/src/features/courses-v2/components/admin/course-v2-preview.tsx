import { useFormContext } from 'react-hook-form';
import type { TeamMember } from '@tutoring/shared';
import { PreviewButton } from '../../../../components/ui/preview-button';
import { CourseV2View } from '../course-v2-detail';
import type { CourseV2FormValues } from './course-v2-form-values';

import { courseV2PreviewOf } from './course-v2-preview-values';

/** 'Preview' in the v2 course form: the course page with what is typed, nothing sent. */
export function CourseV2PreviewButton({ team }: { team: TeamMember[] }) {
  const { getValues } = useFormContext<CourseV2FormValues>();
  return (
    <PreviewButton
      what="course"
      render={() => <CourseV2View course={courseV2PreviewOf(getValues(), team)} />}
    />
  );
}
