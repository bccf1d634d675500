import type { CourseV2, TeamMember } from '@tutoring/shared';
import { instructorOf, nonBlankRows } from '../../../../lib/preview-values';
import { LIST_FIELDS, type CourseV2FormValues } from './course-v2-form-values';

/**
 * The unsaved values in the read shape the course page draws: blank list rows dropped, the
 * instructor named from the team, no id or dates yet. Not checked by the schema: a preview of
 * a half-filled form is still useful.
 */
export function courseV2PreviewOf(values: CourseV2FormValues, team: TeamMember[]): CourseV2 {
  const lists = Object.fromEntries(
    LIST_FIELDS.map(({ name }) => [name, nonBlankRows(values[name])]),
  ) as Record<(typeof LIST_FIELDS)[number]['name'], string[]>;
  return {
    ...values,
    ...lists,
    _id: '',
    createdAt: '',
    updatedAt: '',
    slug: values.slug ?? '',
    formerSlugs: [],
    featuredRank: null,
    title: values.title?.trim() ?? '',
    description: values.description ?? '',
    duration: values.duration?.trim() ?? '',
    instructor: instructorOf(values.instructor, team),
  } as CourseV2;
}
