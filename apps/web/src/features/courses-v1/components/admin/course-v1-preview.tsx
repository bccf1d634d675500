import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import type { CourseV1, TeamMember } from '@tutoring/shared';
import { PreviewButton } from '../../../../components/ui/preview-button';
import { CourseV1View } from '../course-v1-detail';
import type { CourseV1FormValues } from './course-v1-form-schema';
import { courseV1PreviewOf } from './course-v1-preview-values';

/**
 * The course page drawn for a preview. The app gives one that adds the course's stored details
 * (another feature's, found by `_id`); without it the page shows the course alone.
 */
export type CoursePagePreview = (course: CourseV1) => ReactNode;

const withoutDetails: CoursePagePreview = (course) => (
  <CourseV1View course={course} detail={null} />
);

interface CourseV1PreviewButtonProps {
  team: TeamMember[];
  coursePage?: CoursePagePreview;
}

/** 'Preview' in the v1 course form: the course page with what is typed, nothing sent. */
export function CourseV1PreviewButton({
  team,
  coursePage = withoutDetails,
}: CourseV1PreviewButtonProps) {
  const { getValues } = useFormContext<CourseV1FormValues>();
  return (
    <PreviewButton what="course" render={() => coursePage(courseV1PreviewOf(getValues(), team))} />
  );
}
