import type { Request } from 'express';
import { noQueryParams } from '@tutoring/shared';
import { z } from 'zod';
import type { RouteTable } from '../http/route-table';
import type { CollectionStore, Replaced, Scope, WriteContext } from './collection-store';
import type { Dependents } from './content-registry';
import { mountItemRoutes, type ItemRoutes, type Removed } from './item-routes';
import { writeContextOf } from './write-context';

/**
 * What the routes need of a store: createCollectionStore's, or any other that keeps the same
 * promises. Without a Mongoose model the items are not registered for restores and the media
 * library (content-registry.ts).
 */
export type MountableStore = Pick<CollectionStore, 'definition' | 'list' | 'get' | 'remove'> &
  Partial<Pick<CollectionStore, 'model' | 'keyParam'>> &
  ValidatedWrites;

type Item = Record<string, unknown>;

/**
 * The writes, given the output of the definition's `input` as the route table validated it.
 * Methods, so a store typed by its own schema fits (their parameters are checked both ways).
 */
interface ValidatedWrites {
  createValidated(data: Item, context?: WriteContext): Promise<Item>;
  replaceValidated(id: string, data: Item, context?: WriteContext): Promise<Replaced<Item>>;
}

export interface CollectionRoutes {
  store: MountableStore;
  /** What a request may see: drafts, say, only for staff. */
  readScope?: (req: Request) => Scope;
  /** What depends on an item (a v1 course's details): removed before it goes, and once after. */
  dependents?: Dependents;
  /** The largest JSON body a create or replace takes, when more than the 100 KB default. */
  bodyLimit?: string;
  /** What a caller is shown of an item (a team member's e-mail only to admins); all of it by default. */
  shown?: ItemRoutes['shown'];
}

const idOf = (req: Request, item?: { _id?: unknown }) => String(req.params.id ?? item?._id);

/**
 * Mounts and documents the plain CRUD routes of a collection at its shared endpoint, all from
 * its definition: each guarded as its `access` says, public reads cached, every write followed
 * by the collection's hooks (its stale answers moved on, audit trail, file release).
 */
export function mountCollection(table: RouteTable, routes: CollectionRoutes): void {
  const { store, readScope = () => ({}), dependents, bodyLimit, shown } = routes;
  const { definition } = store;
  const { path, listKey } = definition.endpoint;
  const { label } = definition;
  const access = definition.access.read;

  if (listKey) {
    const list = z.object({ [listKey]: z.array(definition.read) });
    const doc = { method: 'get', path, summary: `Every ${label}`, access } as const;
    table.route(
      { ...doc, query: noQueryParams, status: 200, response: list },
      ...(access === 'public' ? [table.context.cache.serve(definition.slug)] : []),
      async (req, res) => {
        const items = await store.list(readScope(req));
        res.json({ [listKey]: shown ? items.map((item) => shown(req, item)) : items });
      },
    );
  }
  mountItemRoutes(table, {
    definition,
    path: `${path}/:id`,
    createPath: path,
    ...(store.keyParam ? { params: z.object({ id: store.keyParam }) } : {}),
    idOf,
    summaries: {
      get: `Read a ${label}`,
      create: `Create a ${label}`,
      replace: `Replace a ${label}`,
      remove: `Delete a ${label}`,
    },
    bodyLimit,
    ...(shown ? { shown } : {}),
    ...(store.model ? { storage: { model: store.model, dependents } } : {}),
    get: (req) => store.get(idOf(req), readScope(req)),
    create: (req) => store.createValidated(req.body, writeContextOf(req, table)),
    replace: (req) => store.replaceValidated(idOf(req), req.body, writeContextOf(req, table)),
    remove: (req) => removeWithDependents(store, idOf(req), dependents),
  });
}

/**
 * Deletes an item and what depends on it, answering both as they were (the audit trail keeps
 * them for a restore). No transactions (FerretDB has none): dependents go first, so a failure
 * between the steps never leaves them without their item, and once more after, for one
 * created meanwhile.
 */
async function removeWithDependents(
  store: MountableStore,
  id: string,
  dependents: Dependents | undefined,
): Promise<Removed> {
  const before = await store.get(id);
  const taken = await dependents?.of(id);
  await dependents?.remove(id);
  const stored = await store.remove(id);
  await dependents?.remove(id);
  return { before, stored: { before: stored, after: null, dependents: taken } };
}
