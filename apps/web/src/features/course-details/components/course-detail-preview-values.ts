import {
  totalModuleDuration,
  type CourseDetail,
  type CourseDetailInput,
  type CourseModule,
} from '@tutoring/shared';
import { nonBlankRows } from '../../../lib/preview-values';

/** A number field left empty reads NaN: the page then shows 0 hours, as a saved module never would. */
const hoursOr0 = (value: unknown) => (Number.isFinite(value) ? Number(value) : 0);

type ModuleInput = NonNullable<CourseDetailInput['modules']>[number];

function modulePreviewOf(module: ModuleInput): CourseModule {
  return {
    title: module.title?.trim() ?? '',
    description: module.description ?? '',
    duration: hoursOr0(module.duration),
    topics: nonBlankRows(module.topics),
    learningObjectives: nonBlankRows(module.learningObjectives),
    assignments: nonBlankRows(module.assignments),
    resources: nonBlankRows(module.resources),
  };
}

/**
 * The editor's unsaved values in the read shape the course page draws: blank list rows
 * dropped, the total computed as the server would, no id or dates yet. Not checked by the
 * schema: a preview of a half-filled form is still useful.
 */
export function courseDetailPreviewOf(values: CourseDetailInput, courseId: string): CourseDetail {
  const modules = (values.modules ?? []).map(modulePreviewOf);
  return {
    _id: '',
    createdAt: '',
    updatedAt: '',
    courseId,
    overview: values.overview ?? '',
    prerequisites: nonBlankRows(values.prerequisites),
    learningOutcomes: nonBlankRows(values.learningOutcomes),
    technologies: nonBlankRows(values.technologies),
    skillLevel: values.skillLevel ?? 'Beginner',
    certification: values.certification ?? false,
    modules,
    totalDuration: totalModuleDuration(modules),
  };
}
