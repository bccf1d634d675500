import { z } from 'zod';
import { LIMITS, SKILL_LEVELS } from '../constants';
import { isMultipleOf, objectId, optionalText, storedFields, textList } from '../common/fields';

export const courseModuleSchema = z.strictObject({
  title: optionalText(200),
  description: optionalText(LIMITS.longTextMax),
  duration: z
    .number({ error: 'Module duration must be a number.' })
    .min(LIMITS.moduleDurationMin, 'Module duration must be at least 0.')
    .max(10_000, 'Module duration is too long.')
    .refine(
      (value) => isMultipleOf(value, LIMITS.moduleDurationStep),
      'Module duration must be in steps of 0.5 hours.',
    )
    .default(0),
  topics: textList(),
  learningObjectives: textList(),
  assignments: textList(),
  resources: textList(),
});

/** What the course-details editor sends; `totalDuration` is computed by the server. */
export const courseDetailInputSchema = z.strictObject({
  overview: optionalText(20_000),
  prerequisites: textList(),
  learningOutcomes: textList(),
  technologies: textList(),
  skillLevel: z
    .enum(SKILL_LEVELS, { error: 'Skill level must be Beginner, Intermediate or Advanced.' })
    .default('Beginner'),
  certification: z.boolean().default(false),
  modules: z.array(courseModuleSchema).max(100).default([]),
});

export const courseDetailSchema = courseDetailInputSchema.extend({
  ...storedFields,
  courseId: objectId,
  totalDuration: z.number(),
});

/** The server's rule for totalDuration: the sum of the module durations. */
export function totalModuleDuration(modules: ReadonlyArray<{ duration: number }>): number {
  return modules.reduce((sum, module) => sum + module.duration, 0);
}

export type CourseModule = z.output<typeof courseModuleSchema>;
export type CourseDetailInput = z.input<typeof courseDetailInputSchema>;
export type CourseDetailData = z.output<typeof courseDetailInputSchema>;
export type CourseDetail = z.infer<typeof courseDetailSchema>;
