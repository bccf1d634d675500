import type { z } from 'zod';

type Shape = Record<string, z.ZodType>;

/** The schema a wrapper (default, optional, pipe…) stands for, as a form field holds it. */
function innerOf(schema: z.ZodType): z.ZodType {
  const def = schema._zod.def as { type: string; innerType?: z.ZodType; in?: z.ZodType };
  if (def.innerType) return innerOf(def.innerType);
  if (def.type === 'pipe' && def.in) return innerOf(def.in);
  return schema;
}

/** What an untouched control holds for a field without a default. */
function blankOf(schema: z.ZodType): unknown {
  const inner = innerOf(schema);
  switch (inner._zod.def.type) {
    case 'array':
      return [];
    case 'boolean':
      return false;
    case 'number':
      // An empty number input: no value yet, and "required" until one is typed.
      return undefined;
    case 'object':
      return emptyInputOf(inner as z.ZodObject);
    default:
      // Texts, choices (enum: nothing picked yet) and ids.
      return '';
  }
}

/**
 * The values of a new, empty form for an input schema: each field's default where the schema
 * has one (exam type IB, status draft…), otherwise a blank of its kind. A field added to the
 * shared schema appears here without further edits.
 */
export function emptyInputOf<S extends z.ZodObject>(schema: S): z.input<S> {
  const shape = schema.shape as Shape;
  const entries = Object.entries(shape).map(([key, field]) => {
    const parsed = field.safeParse(undefined);
    return [key, parsed.success && parsed.data !== undefined ? parsed.data : blankOf(field)];
  });
  return Object.fromEntries(entries) as z.input<S>;
}

/**
 * The input fields of an item as it was read: what an edit form starts from. Server-owned
 * fields (ids, timestamps, computed values) are left out; a field the item lacks (stored
 * before the field existed) starts as it would on a new item.
 */
export function inputOf<S extends z.ZodObject>(schema: S, item: object): z.input<S> {
  const empty = emptyInputOf(schema) as Record<string, unknown>;
  const read = item as Record<string, unknown>;
  const entries = Object.keys(schema.shape as Shape).map((key) => [key, read[key] ?? empty[key]]);
  return Object.fromEntries(entries) as z.input<S>;
}
