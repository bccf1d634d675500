import type { CollectionDefinition } from '@tutoring/shared';
import type { Request } from 'express';
import { z } from 'zod';
import type { RouteDoc, RouteTable } from '../http/route-table';
import { afterWriteOf, type ChangeHook } from './change-hooks';
import type { Replaced } from './collection-store';

type Item = Record<string, unknown>;
type Operation = 'get' | 'create' | 'replace' | 'remove';

export interface ItemRoutes {
  definition: CollectionDefinition;
  /** Where the one item is: '/coursesv2/:id', '/content/about-us', '/courses/:courseId/details'. */
  path: string;
  /** What the item is recorded under in the audit trail (its id, or its course's). */
  idOf: (req: Request, item: Item) => string;
  summaries: Partial<Record<Operation, string>>;
  /** Anonymous reads are answered from the response cache (writes' hooks invalidate it). */
  cached?: boolean;
  afterChange?: readonly ChangeHook[];
  get: (req: Request) => Promise<Item>;
  create?: (req: Request) => Promise<Item>;
  replace?: (req: Request) => Promise<Replaced<Item>>;
  /** Answers with the item as it was. */
  remove?: (req: Request) => Promise<Item>;
}

/**
 * Mounts and documents the routes of one item at a fixed path: read it for anyone; create,
 * replace and delete it for admins, each write followed by the collection's afterChange hooks
 * before it is answered. A collection's /:id, a singleton and a course's details alike.
 */
export function mountItemRoutes(table: RouteTable, routes: ItemRoutes): void {
  const { definition, path, idOf, summaries, afterChange = [] } = routes;
  const { itemKey } = definition.endpoint;
  const afterWrite = afterWriteOf(definition, afterChange, table.context);
  const answer = z.object({ [itemKey]: definition.read });
  const doc = (operation: Operation, rest: Omit<RouteDoc, 'path' | 'summary'>): RouteDoc => ({
    path,
    summary: summaries[operation] ?? `${operation} ${definition.label}`,
    ...rest,
  });
  const cache = routes.cached ? [table.context.cache.serve(definition.slug)] : [];

  const { get, create, replace, remove } = routes;
  table.route(
    doc('get', { method: 'get', access: 'public', status: 200, response: answer }),
    ...cache,
    async (req, res) => {
      res.json({ [itemKey]: await get(req) });
    },
  );
  if (create) {
    const created = {
      method: 'post',
      access: 'admin',
      body: definition.input,
      status: 201,
    } as const;
    table.route(doc('create', { ...created, response: answer }), async (req, res) => {
      const after = await create(req);
      await afterWrite(req, 'create', idOf(req, after), { after });
      res.status(201).json({ [itemKey]: after });
    });
  }
  if (replace) {
    const replaced = {
      method: 'put',
      access: 'admin',
      body: definition.input,
      status: 200,
    } as const;
    table.route(doc('replace', { ...replaced, response: answer }), async (req, res) => {
      const { before, after } = await replace(req);
      await afterWrite(req, 'update', idOf(req, after), { before, after });
      res.json({ [itemKey]: after });
    });
  }
  if (remove) {
    table.route(
      doc('remove', { method: 'delete', access: 'admin', status: 204 }),
      async (req, res) => {
        const before = await remove(req);
        await afterWrite(req, 'delete', idOf(req, before), { before });
        res.status(204).end();
      },
    );
  }
}
