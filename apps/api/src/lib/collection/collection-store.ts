import type { CollectionDefinition } from '@tutoring/shared';
import type { Model, PopulateOptions, RootFilterQuery } from 'mongoose';
import { z } from 'zod';
import { notFound } from '../errors';
import type { Stored, StoredChange } from './change-event';
import { objectId, parseId, parseInput } from '../http/validate';
import { toReadShape } from './read-shape';
import type { OutsideFetchPolicy } from '../net/address-policy';
import { checkTakenBack, withoutServerOwned } from './server-owned';

export type Scope = RootFilterQuery<Stored>;

/** Who writes, and what the app lends the write (the policy for fetching outside images). */
export interface WriteContext {
  actorId?: string | undefined;
  /** The writer's role: some fields are for admins alone (a team member's e-mail). */
  actorRole?: string | undefined;
  imageImport?: OutsideFetchPolicy | undefined;
  /** Server-owned fields the body carried back as read, set aside by the route table. */
  takenBack?: Record<string, unknown> | undefined;
}

/** What a write stores, and how to take back what it did on the side if the write then fails. */
export interface Prepared {
  data: Stored;
  discard?: () => Promise<void>;
}

export interface StoreOptions<Data> {
  // Any model: each collection's document type is its own, the store only reads and writes JSON.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  model: Model<any>;
  /** List order; oldest first (the order staff added them in) unless said otherwise. */
  sort?: Record<string, 1 | -1>;
  populate?: PopulateOptions;
  /** From parsed input to the document stored (files stored, defaults spelled out). */
  /** `held`: the item as read before a replace ({} on a create). */
  prepare?: (data: Data, context: WriteContext, held: Stored) => Promise<Prepared> | Prepared;
  /**
   * How an item is found by the key in its URL when that is not an id (courses: their slug);
   * omitted: ids only (anything else is a 400).
   */
  findByKey?: (key: string) => Scope | undefined;
}

export interface Replaced<Read> {
  before: Read;
  after: Read;
  /** Both versions as stored, for the audit trail's before-image. */
  stored?: StoredChange;
}

const OLDEST_FIRST = { createdAt: 1, _id: 1 } as const;

/**
 * Reading and writing one collection of the shared registry: server-owned fields checked (what
 * GET returns, PUT takes back), documents answered in the shared read shape. Routes write the
 * route table's validated input (`createValidated`, `replaceValidated`); seeds and the tests'
 * fixtures write input no route validated (`create`, `replace`: parsed with the shared schema,
 * 400 with details).
 */
export function createCollectionStore<
  Input extends z.ZodObject,
  Update extends z.ZodObject,
  Read extends z.ZodObject,
>(
  definition: CollectionDefinition<Input, Update, Read>,
  { model, sort = OLDEST_FIRST, populate, prepare, findByKey }: StoreOptions<z.output<Input>>,
) {
  type Item = z.output<Read>;
  type Data = z.output<Input>;
  const label = definition.label[0]!.toUpperCase() + definition.label.slice(1);

  const find = (scope: Scope) => {
    const query = model.findOne(scope);
    return (populate ? query.populate(populate) : query).lean();
  };

  async function readOne(id: string, scope: Scope = {}): Promise<Item | undefined> {
    const byKey = findByKey?.(id);
    const record = await find({ ...scope, ...(byKey ?? { _id: parseId(id, label) }) });
    return record ? toReadShape<Item>(definition.read, record) : undefined;
  }

  /** The document as stored (no populated references), or null. */
  async function readStored(id: string): Promise<Stored | null> {
    return model.findById(parseId(id, label)).lean<Stored>();
  }

  async function get(id: string, scope: Scope = {}): Promise<Item> {
    const item = await readOne(id, scope);
    if (!item) throw notFound(label);
    return item;
  }

  async function list(scope: Scope = {}): Promise<Item[]> {
    const query = model.find(scope).sort(sort);
    const records = await (populate ? query.populate(populate) : query).lean();
    return records.map((record) => toReadShape<Item>(definition.read, record));
  }

  /** Input no route validated: its server-owned fields checked and set aside, the rest parsed. */
  const parsed = (body: unknown, held: Stored): Data =>
    parseInput(definition.input, withoutServerOwned(definition, definition.input, body, held));

  /** Server-owned fields the table set aside checked against what is held; ready to store. */
  async function toStored(data: Data, held: Stored, context: WriteContext) {
    checkTakenBack(definition, context.takenBack, held);
    return prepare ? prepare(data, context, held) : { data: data as Stored };
  }

  /** Runs a write; what was prepared on the side is discarded when the write fails. */
  async function writing<T>(prepared: Prepared, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      await prepared.discard?.();
      throw error;
    }
  }

  async function createValidated(
    data: Data,
    context: WriteContext = {},
    held: Stored = {},
  ): Promise<Item> {
    const prepared = await toStored(data, held, context);
    const created = await writing(prepared, () => model.create(prepared.data));
    return get(String(created._id));
  }

  const create = (body: unknown, context: WriteContext = {}, held: Stored = {}) =>
    createValidated(parsed(body, held), context, held);

  /** Full replace: every field takes the value sent or its default. */
  async function replacing(
    id: string,
    dataOf: (held: Stored) => Data,
    context: WriteContext,
  ): Promise<Replaced<Item>> {
    const before = await get(id);
    // The key in the URL may be a slug: the write and what follows go by the id.
    id = String((before as Stored)._id);
    const prepared = await toStored(dataOf(before as Stored), before as Stored, context);
    // Without `new`, the update answers the document as it was just before it.
    const stored = await writing(prepared, async () => {
      const found = await model
        .findByIdAndUpdate(id, prepared.data, { runValidators: true })
        .lean<Stored>();
      // Deleted by someone else meanwhile.
      if (!found) throw notFound(label);
      return found;
    });
    const after = await get(id);
    return { before, after, stored: { before: stored, after: await readStored(id) } };
  }

  const replaceValidated = (id: string, data: Data, context: WriteContext = {}) =>
    replacing(id, () => data, context);

  const replace = (id: string, body: unknown, context: WriteContext = {}) =>
    replacing(id, (held) => parsed(body, held), context);

  /** Deletes the item; answers it as it was stored. */
  async function remove(id: string): Promise<Stored> {
    const deleted = await model.findByIdAndDelete(parseId(id, label)).lean<Stored>();
    if (!deleted) throw notFound(label);
    return deleted;
  }

  /** What the key in an item's URL must be: an ObjectId, unless items have another key too. */
  const keyParam = findByKey ? z.string() : objectId(label);

  /** How many items there are (a dashboard's figure). */
  const count = () => model.countDocuments();

  return {
    definition,
    model,
    label,
    count,
    keyParam,
    readOne,
    readStored,
    get,
    list,
    create,
    createValidated,
    replace,
    replaceValidated,
    remove,
  };
}

export type CollectionStore = ReturnType<typeof createCollectionStore>;
