import type { Request } from 'express';
import { z } from 'zod';
import type { RouteTable } from '../http/route-table';
import { afterWriteOf, type ChangeHook } from './change-hooks';
import type { CollectionStore, Scope } from './collection-store';

export interface CollectionRoutes {
  store: CollectionStore;
  /** Anonymous reads are answered from the response cache (writes' hooks invalidate it). */
  cached?: boolean;
  /** What a request may see: drafts, say, only for admins. */
  readScope?: (req: Request) => Scope;
  afterChange?: readonly ChangeHook[];
  /** Removes what depends on an item (a v1 course's details): before it goes, and once after. */
  removeDependents?: (id: string) => Promise<void>;
}

const idOf = (req: Request) => String(req.params.id);

/**
 * Mounts and documents the plain CRUD routes of a collection at its shared endpoint: list and
 * read for anyone, create, replace and delete for admins, each write followed by the
 * collection's afterChange hooks before it is answered.
 */
export function mountCollection(table: RouteTable, routes: CollectionRoutes): void {
  const { store, afterChange = [], readScope = () => ({}) } = routes;
  const { definition } = store;
  const { path, listKey, itemKey } = definition.endpoint;
  const label = definition.label;
  const cache = routes.cached ? [table.context.cache.serve(definition.slug)] : [];
  const item = z.object({ [itemKey]: definition.read });

  const changed = afterWriteOf(definition, afterChange, table.context);

  if (listKey) {
    const list = z.object({ [listKey]: z.array(definition.read) });
    table.route(
      {
        method: 'get',
        path,
        summary: `Every ${label}`,
        access: 'public',
        status: 200,
        response: list,
      },
      ...cache,
      async (req, res) => {
        res.json({ [listKey]: await store.list(readScope(req)) });
      },
    );
  }
  table.route(
    {
      method: 'get',
      path: `${path}/:id`,
      summary: `Read a ${label}`,
      access: 'public',
      status: 200,
      response: item,
    },
    ...cache,
    async (req, res) => {
      res.json({ [itemKey]: await store.get(idOf(req), readScope(req)) });
    },
  );
  table.route(
    {
      method: 'post',
      path,
      summary: `Create a ${label}`,
      access: 'admin',
      body: definition.input,
      status: 201,
      response: item,
    },
    async (req, res) => {
      const after = await store.create(req.body, req.auth?.userId);
      await changed(req, 'create', String(after._id), { after });
      res.status(201).json({ [itemKey]: after });
    },
  );
  table.route(
    {
      method: 'put',
      path: `${path}/:id`,
      summary: `Replace a ${label}`,
      access: 'admin',
      body: definition.input,
      status: 200,
      response: item,
    },
    async (req, res) => {
      const { before, after } = await store.replace(idOf(req), req.body, req.auth?.userId);
      await changed(req, 'update', idOf(req), { before, after });
      res.json({ [itemKey]: after });
    },
  );
  table.route(
    {
      method: 'delete',
      path: `${path}/:id`,
      summary: `Delete a ${label}`,
      access: 'admin',
      status: 204,
    },
    async (req, res) => {
      const before = await store.get(idOf(req));
      // No transactions (FerretDB has none): dependents go first, so a failure between the
      // steps never leaves them without their item, and once more after, for one created
      // meanwhile.
      await routes.removeDependents?.(idOf(req));
      await store.remove(idOf(req));
      await routes.removeDependents?.(idOf(req));
      await changed(req, 'delete', idOf(req), { before });
      res.status(204).end();
    },
  );
}
