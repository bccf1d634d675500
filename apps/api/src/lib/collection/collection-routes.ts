import type { Request } from 'express';
import { noQueryParams } from '@tutoring/shared';
import { z } from 'zod';
import type { RouteTable } from '../http/route-table';
import { parseInput } from '../http/validate';
import type { ChangeHook } from './change-hooks';
import type { CollectionStore, Scope } from './collection-store';
import type { Dependents } from './content-registry';
import { mountItemRoutes, type Removed } from './item-routes';
import { writeContextOf } from './write-context';

export interface CollectionRoutes {
  store: CollectionStore;
  /** Anonymous reads are answered from the response cache (writes' hooks invalidate it). */
  cached?: boolean;
  /** What a request may see: drafts, say, only for staff. */
  readScope?: (req: Request) => Scope;
  afterChange?: readonly ChangeHook[];
  /** What depends on an item (a v1 course's details): removed before it goes, and once after. */
  dependents?: Dependents;
  /** The largest JSON body a create or replace takes, when more than the 100 KB default. */
  bodyLimit?: string;
}

const idOf = (req: Request, item?: { _id?: unknown }) => String(req.params.id ?? item?._id);

/**
 * Mounts and documents the plain CRUD routes of a collection at its shared endpoint: list and
 * read for anyone; create, replace and delete for staff.
 */
export function mountCollection(table: RouteTable, routes: CollectionRoutes): void {
  const { store, cached, afterChange = [], readScope = () => ({}), dependents, bodyLimit } = routes;
  const { definition } = store;
  const { path, listKey } = definition.endpoint;
  const { label } = definition;

  if (listKey) {
    const list = z.object({ [listKey]: z.array(definition.read) });
    const doc = { method: 'get', path, summary: `Every ${label}`, access: 'public' } as const;
    table.route(
      { ...doc, query: noQueryParams, status: 200, response: list },
      ...(cached ? [table.context.cache.serve(definition.slug)] : []),
      async (req, res) => {
        parseInput(noQueryParams, req.query);
        res.json({ [listKey]: await store.list(readScope(req)) });
      },
    );
  }
  mountItemRoutes(table, {
    definition,
    path: `${path}/:id`,
    createPath: path,
    idOf,
    summaries: {
      get: `Read a ${label}`,
      create: `Create a ${label}`,
      replace: `Replace a ${label}`,
      remove: `Delete a ${label}`,
    },
    cached,
    afterChange,
    bodyLimit,
    storage: { model: store.model, dependents },
    get: (req) => store.get(idOf(req), readScope(req)),
    create: (req) => store.create(req.body, writeContextOf(req, table)),
    replace: (req) => store.replace(idOf(req), req.body, writeContextOf(req, table)),
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
  store: CollectionStore,
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
