import { emptyInputOf, type CollectionDefinition } from '@tutoring/shared';
import type { Model } from 'mongoose';
import type { z } from 'zod';
import { parseInput } from '../http/validate';
import type { Stored } from './change-event';
import type { Replaced, StoreOptions, WriteContext } from './collection-store';
import { capitalized } from './content-registry';
import type { ItemStorage } from './item-routes';
import { toReadShape } from './read-shape';
import { checkTakenBack, withoutServerOwned } from './server-owned';

/**
 * A collection of one document under a fixed key (About Us): read, and replaced in full,
 * created on its first save. Before that it reads as a new, empty form would (no document is
 * invented: a required name stays empty until someone sets it).
 */
export function createSingletonStore<Input extends z.ZodObject, Read extends z.ZodObject>(
  definition: CollectionDefinition<Input, Input, Read>,
  {
    model,
    id,
    prepare,
  }: {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    model: Model<any>;
    id: string;
    prepare?: StoreOptions<z.output<Input>>['prepare'];
  },
) {
  type Item = z.output<Read>;

  async function get(): Promise<Item> {
    const record = await model.findById(id).lean();
    // A field added after the document was stored (a new setting) reads as its default.
    return toReadShape<Item>(definition.read, { ...emptyInputOf(definition.input), ...record });
  }

  /**
   * When it was last saved, as ISO text (the model's timestamps); undefined before its first
   * save, when nothing about it has changed yet.
   */
  async function changedAt(): Promise<string | undefined> {
    const record = await model.findById(id, { updatedAt: 1 }).lean<{ updatedAt?: Date }>();
    return record?.updatedAt?.toISOString();
  }

  /** Without `new`, the update answers the document as it was just before it (null: none). */
  const upsert = (data: Record<string, unknown>) =>
    model
      .findByIdAndUpdate(id, { $set: data }, { upsert: true, runValidators: true })
      .lean<Stored>();

  /** Stores the data; answers the document as it was stored before. */
  async function store(data: Record<string, unknown>): Promise<Stored | null> {
    try {
      return await upsert(data);
    } catch (error) {
      // Two first saves racing: both insert the fixed key and one gets E11000. The document
      // exists now, so a second attempt updates it.
      if ((error as { code?: number }).code !== 11000) throw error;
      return upsert(data);
    }
  }

  /** The route table's validated input, the server-owned fields it set aside checked first. */
  async function replaceValidated(
    data: z.output<Input>,
    context: WriteContext = {},
  ): Promise<Replaced<Item>> {
    return replacing(data, context, await get());
  }

  /** Input no route validated (seeds, the tests' fixtures): parsed here, 400 with details. */
  async function replace(body: unknown, context: WriteContext = {}): Promise<Replaced<Item>> {
    const before = await get();
    const input = withoutServerOwned(definition, definition.input, body, before);
    return replacing(parseInput(definition.input, input), context, before);
  }

  async function replacing(
    data: z.output<Input>,
    context: WriteContext,
    before: Item,
  ): Promise<Replaced<Item>> {
    checkTakenBack(definition, context.takenBack, before);
    const prepared = prepare ? await prepare(data, context, {}) : { data };
    const stored = await store(prepared.data).catch(async (error: unknown) => {
      await prepared.discard?.();
      throw error;
    });
    const after = await model.findById(id).lean<Stored>();
    return { before, after: await get(), stored: { before: stored, after } };
  }

  /** Where it is stored, for the audit trail; the media library names it by its label alone. */
  const storage: ItemStorage = { model, nameOf: () => capitalized(definition.label) };

  return { definition, id, get, changedAt, replace, replaceValidated, storage };
}
