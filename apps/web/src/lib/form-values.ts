import { emptyInputOf, inputOf } from '@tutoring/shared';
import type { z } from 'zod';

/**
 * A form's starting values, from the shared input schema: the item's input fields when the
 * form edits one (its server-owned fields left out), else a new item's defaults and blanks.
 * A field added to the schema is in every form's values with no edit here.
 */
export function formValuesOf<S extends z.ZodObject>(
  schema: S,
  item: object | null | undefined,
): z.input<S> {
  return item ? inputOf(schema, item) : emptyInputOf(schema);
}

/**
 * A reference as a picker holds it: the id. Read, a reference is `{ _id, name }` (or null when
 * it points nowhere); an input may already be the id.
 */
export function idOf(reference: unknown): string {
  if (typeof reference === 'string') return reference;
  if (typeof reference === 'object' && reference !== null && '_id' in reference) {
    return String(reference._id);
  }
  return '';
}
