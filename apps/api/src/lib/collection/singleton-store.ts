import { emptyInputOf, type CollectionDefinition } from '@tutoring/shared';
import type { Model } from 'mongoose';
import type { z } from 'zod';
import { parseInput } from '../http/validate';
import type { Replaced } from './collection-store';
import { toReadShape } from './read-shape';
import { withoutServerOwned } from './server-owned';

/**
 * A collection of one document under a fixed key (About Us): read, and replaced in full,
 * created on its first save. Before that it reads as a new, empty form would (no document is
 * invented: a required name stays empty until someone sets it).
 */
export function createSingletonStore<Input extends z.ZodObject, Read extends z.ZodObject>(
  definition: CollectionDefinition<Input, Input, Read>,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  { model, id }: { model: Model<any>; id: string },
) {
  type Item = z.output<Read>;

  async function get(): Promise<Item> {
    const record = await model.findById(id).lean();
    return toReadShape<Item>(definition.read, record ?? emptyInputOf(definition.input));
  }

  const upsert = (data: z.output<Input>) =>
    model.findByIdAndUpdate(id, { $set: data }, { upsert: true, runValidators: true });

  async function replace(body: unknown): Promise<Replaced<Item>> {
    const before = await get();
    const input = withoutServerOwned(definition, definition.input, body, before);
    const data = parseInput(definition.input, input);
    try {
      await upsert(data);
    } catch (error) {
      // Two first saves racing: both insert the fixed key and one gets E11000. The document
      // exists now, so a second attempt updates it.
      if ((error as { code?: number }).code !== 11000) throw error;
      await upsert(data);
    }
    return { before, after: await get() };
  }

  return { definition, id, get, replace };
}
