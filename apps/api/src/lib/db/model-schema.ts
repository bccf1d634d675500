import { Schema, type SchemaDefinition, type SchemaOptions } from 'mongoose';
import type { z } from 'zod';
import { toJsonPlugin } from './to-json';

type Field = Record<string, unknown>;
type ZodDef = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string>;
};

const defOf = (schema: z.ZodType) => schema._zod.def as unknown as ZodDef;

/** The schema that says how a value is stored: wrappers unwrapped, a transform's input kept. */
function storedTypeOf(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  if (def.innerType) return storedTypeOf(def.innerType);
  if (def.type === 'pipe' && def.in && def.out) {
    return storedTypeOf(defOf(def.out).type === 'transform' ? def.in : def.out);
  }
  return schema;
}

/** The Mongoose type of a field (with its allowed values for a choice). */
function storageOf(schema: z.ZodType): Field {
  const stored = storedTypeOf(schema);
  const def = defOf(stored);
  switch (def.type) {
    case 'string':
      return { type: String };
    case 'number':
      return { type: Number };
    case 'boolean':
      return { type: Boolean };
    case 'enum':
      return { type: String, enum: Object.values(def.entries ?? {}) };
    case 'array':
      return { type: [storageOf(def.element as z.ZodType).type] };
    case 'object':
      return { type: new Schema(definitionOf(stored as z.ZodObject), { _id: false }) };
    case 'union': {
      const kinds = new Set((def.options ?? []).map((option) => defOf(storedTypeOf(option)).type));
      return kinds.size === 1 ? storageOf(def.options![0]!) : { type: Schema.Types.Mixed };
    }
    default:
      return { type: Schema.Types.Mixed };
  }
}

/** A field's storage: its type, and its default when the zod schema has one. */
function fieldOf(schema: z.ZodType): Field {
  const field = storageOf(schema);
  const parsed = schema.safeParse(undefined);
  if (parsed.success && parsed.data !== undefined) field.default = parsed.data;
  return field;
}

function definitionOf(schema: z.ZodObject, omit: readonly string[] = []): SchemaDefinition {
  const shape = schema.shape as Record<string, z.ZodType>;
  const entries = Object.entries(shape)
    .filter(([key]) => !omit.includes(key))
    .map(([key, field]) => [key, fieldOf(field)]);
  return Object.fromEntries(entries) as SchemaDefinition;
}

/** What every collection stores beside its fields; the server, not the client, sets them. */
const BOOKKEEPING = ['_id', 'createdAt', 'updatedAt'];

type Stored = Record<string, unknown>;

export interface ModelSchemaOptions {
  /** Storage the zod schema cannot say: references, unique keys, a fixed _id. */
  overrides?: SchemaDefinition;
  options?: SchemaOptions<Stored>;
}

/**
 * The Mongoose schema of an entity, built from its shared read schema: every field the API
 * reads back is stored with its type and default. Validation stays with zod (every write is
 * parsed with the shared input schema first); Mongoose only casts and stores.
 */
export function modelSchemaFrom(
  read: z.ZodObject,
  { overrides, options }: ModelSchemaOptions = {},
) {
  // The document type is the shared schema's business; to Mongoose it is a record.
  const schema = new Schema<Stored>(
    { ...definitionOf(read, BOOKKEEPING), ...overrides },
    { timestamps: true, ...options },
  );
  schema.plugin(toJsonPlugin);
  return schema;
}
