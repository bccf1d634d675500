import type { z } from 'zod';
import { defineCollectionFacts, type CollectionFacts, type FactsInput } from './collection-facts';

export * from './collection-facts';

/**
 * What the API does with a server-owned field that a client sends back as it read it
 * ("what GET returns, PUT takes back"):
 * - `fixed`: must equal what the server holds (the id in the URL, the stored value); a
 *   different value is refused with a 400 naming the field.
 * - `computed`: worked out by the server (timestamps, sums); accepted when it has the type it
 *   is read with, and ignored.
 */
export type ServerOwnedRule = 'fixed' | 'computed';

/**
 * One entity, defined once: its facts (slug, labels, endpoint, access, what it depends on, its
 * admin list) and its schemas.
 */
export interface CollectionDefinition<
  Input extends z.ZodObject = z.ZodObject,
  Update extends z.ZodObject = Input,
  Read extends z.ZodObject = z.ZodObject,
  Slug extends string = string,
> extends CollectionFacts<Slug> {
  /** What a create takes (and a full replace, unless `update` says otherwise). */
  readonly input: Input;
  /** What an update takes. */
  readonly update: Update;
  /** What a read answers with: the input's fields, stored, plus the server-owned ones. */
  readonly read: Read;
  readonly serverOwned: Readonly<Record<string, ServerOwnedRule>>;
}

/** The bookkeeping every stored document carries. */
export const STORED_FIELD_RULES = {
  _id: 'fixed',
  createdAt: 'fixed',
  updatedAt: 'computed',
} as const satisfies Record<string, ServerOwnedRule>;

type Definition<
  Input extends z.ZodObject,
  Update extends z.ZodObject,
  Read extends z.ZodObject,
  Slug extends string,
> = FactsInput<Slug> & {
  input: Input;
  read: Read;
  update?: Update;
  /** Beyond _id and the timestamps, which every collection has. */
  serverOwned?: Readonly<Record<string, ServerOwnedRule>>;
};

/**
 * One entity's definition: the API's routes, validation, storage and documentation and the
 * web's fetchers and form values are all derived from it. Marked free of side effects so a
 * bundle that imports only an endpoint drops the schemas.
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineCollection<
  Slug extends string,
  Input extends z.ZodObject,
  Read extends z.ZodObject,
  Update extends z.ZodObject = Input,
>(
  definition: Definition<Input, Update, Read, Slug>,
): CollectionDefinition<Input, Update, Read, Slug> {
  return {
    ...definition,
    ...defineCollectionFacts(definition),
    update: definition.update ?? (definition.input as unknown as Update),
    serverOwned: { ...STORED_FIELD_RULES, ...definition.serverOwned },
  };
}
