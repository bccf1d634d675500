import { courseModuleSchema, emptyInputOf, inputOf, type CourseDetail } from '@tutoring/shared';
import type { z } from 'zod';
import { formValuesOf } from '../../../lib/form-values';

/** A new module: the module schema's defaults (no title yet, 0 hours, empty lists). */
export function emptyModule() {
  return emptyInputOf(courseModuleSchema);
}

/**
 * The editor's values: the details' input fields (new details: the input schema's defaults),
 * each module reduced to the module schema's fields, since the API's strict schemas refuse
 * the stored ones (_id, courseId, totalDuration, the timestamps) when they are sent back.
 */
export function courseDetailFormValues<S extends z.ZodObject>(
  schema: S,
  detail: CourseDetail | null,
): z.input<S> {
  const values = formValuesOf(schema, detail) as Record<string, unknown>;
  if (!Array.isArray(values.modules)) return values as z.input<S>;
  const modules = values.modules.map((module: object) => inputOf(courseModuleSchema, module));
  return { ...values, modules } as z.input<S>;
}
