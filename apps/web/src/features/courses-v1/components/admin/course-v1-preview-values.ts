import type { CourseV1, TeamMember } from '@tutoring/shared';
import { instructorOf } from '../../../../lib/preview-values';
import { splitCurriculum, type CourseV1FormValues } from './course-v1-form-schema';

/** A number field left empty reads NaN: the page then shows 0, as a saved course never would. */
const numberOr0 = (value: unknown) => (Number.isFinite(value) ? Number(value) : 0);

/**
 * The unsaved values in the read shape the course page draws: the curriculum split, the
 * instructor named from the team, no id or dates yet. Not checked by the schema: a preview of
 * a half-filled form is still useful.
 */
export function courseV1PreviewOf(values: CourseV1FormValues, team: TeamMember[]): CourseV1 {
  return {
    ...values,
    _id: '',
    createdAt: '',
    updatedAt: '',
    slug: values.slug ?? '',
    formerSlugs: [],
    title: values.title?.trim() ?? '',
    price: numberOr0(values.price),
    duration: numberOr0(values.duration),
    curriculum: splitCurriculum(values.curriculum),
    instructor: instructorOf(values.instructor, team),
  } as CourseV1;
}
