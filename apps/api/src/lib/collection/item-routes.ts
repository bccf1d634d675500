import { noQueryParams, type CollectionDefinition } from '@tutoring/shared';
import type { Request } from 'express';
import { z } from 'zod';
import type { RouteDoc, RouteTable } from '../http/route-table';
import type { ChangeEvent, StoredChange } from './change-event';
import { afterWriteOf, collectionHooksOf, runHooks } from './change-hooks';
import type { Replaced } from './collection-store';
import type { ContentSource } from './content-registry';
import { takenBackBy } from './server-owned';

type Item = Record<string, unknown>;
type Items = { before?: Item; after?: Item; stored?: StoredChange | undefined };
type Write = 'create' | 'replace' | 'remove';

/** A deleted item: as read, and as it was stored (with what it took along). */
export interface Removed {
  before: Item;
  stored: StoredChange;
}

/** How the item is stored: registered so the audit trail can restore it (content-registry.ts). */
export type ItemStorage = Omit<ContentSource, 'entity' | 'label' | 'definition' | 'afterRestore'>;

export interface ItemRoutes {
  definition: CollectionDefinition;
  /** Where the one item is: '/coursesv2/:id', '/content/about-us', '/courses/:courseId/details'. */
  path: string;
  /** Where a new one is POSTed, when not at `path` (a collection's list). The writes get the
   * body as the route table validated it, and what it carried back in `writeContextOf`. */
  createPath?: string;
  /** What the path's keys must be; one that cannot name an item is a 404 before any 400. */
  params?: z.ZodType<Record<string, string>>;
  /** What the item is recorded under in the audit trail (its id, or its course's). */
  idOf: (req: Request, item: Item) => string;
  summaries: Partial<Record<'get' | Write, string>>;
  /** The largest JSON body a create or replace takes, when more than the 100 KB default. */
  bodyLimit?: string | undefined;
  storage?: ItemStorage;
  /** What the caller is shown of an item, in reads and in a write's answer; all of it by default. */
  shown?: (req: Request, item: Item) => Item;
  get: (req: Request) => Promise<Item>;
  create?: (req: Request) => Promise<Item>;
  replace?: (req: Request) => Promise<Replaced<Item>>;
  remove?: (req: Request) => Promise<Removed>;
}

const WRITES = {
  create: { method: 'post', status: 201, hook: 'create' },
  replace: { method: 'put', status: 200, hook: 'update' },
  remove: { method: 'delete', status: 204, hook: 'delete' },
} as const;

/**
 * Mounts and documents the routes of one item at a fixed path, each guarded as the
 * collection's `access` says, each write followed by the collection's hooks
 * (collectionHooksOf) before it is answered; reads anyone may make are answered from the
 * response cache. A collection's items, a singleton and a course's details alike.
 */
export function mountItemRoutes(table: RouteTable, routes: ItemRoutes): void {
  const { definition, path, summaries, get, create, replace, remove, storage } = routes;
  table.context.content.mount(definition);
  if (storage) {
    const { slug: entity, label } = definition;
    const hooks = collectionHooksOf(table.context);
    const afterRestore = (event: ChangeEvent) => runHooks(hooks, event, table.context);
    const source = { ...storage, entity, label, definition, afterRestore, isContent: true };
    table.context.content.register(source);
  }
  const { itemKey } = definition.endpoint;
  const answer = z.object({ [itemKey]: definition.read });
  const access = definition.access.read;
  const cache = access === 'public' ? [table.context.cache.serve(definition.slug)] : [];
  const summary = summaries.get ?? `Read a ${definition.label}`;
  const params = routes.params ? { params: routes.params } : {};
  table.route(
    {
      method: 'get',
      path,
      summary,
      access,
      query: noQueryParams,
      ...params,
      status: 200,
      response: answer,
    },
    ...cache,
    async (req, res) => {
      const item = await get(req);
      res.json({ [itemKey]: routes.shown ? routes.shown(req, item) : item });
    },
  );
  const write = writeRouteOf(table, routes, answer);
  if (create) write('create', async (req) => ({ after: await create(req) }));
  if (replace) write('replace', replace);
  if (remove) write('remove', remove);
}

/** A write for the item's writers: run it, run the hooks, answer with the item (nothing on a delete). */
function writeRouteOf(table: RouteTable, routes: ItemRoutes, answer: z.ZodType) {
  const { definition, idOf } = routes;
  const afterWrite = afterWriteOf(definition, collectionHooksOf(table.context), table.context);
  const takesBack = takenBackBy(definition, definition.input);
  return (write: Write, run: (req: Request) => Promise<Items>) => {
    const { method, status, hook } = WRITES[write];
    const path = write === 'create' ? (routes.createPath ?? routes.path) : routes.path;
    const doc: RouteDoc = {
      method,
      path,
      summary: routes.summaries[write] ?? `${write} ${definition.label}`,
      access: definition.access[hook],
      status,
      ...(routes.params && path === routes.path ? { params: routes.params } : {}),
      ...(method === 'delete' ? {} : { body: definition.input, takesBack, response: answer }),
      ...(routes.bodyLimit ? { bodyLimit: routes.bodyLimit } : {}),
    };
    table.route(doc, async (req, res) => {
      const items = await run(req);
      await afterWrite(req, hook, idOf(req, (items.after ?? items.before)!), items);
      if (status === 204) res.status(204).end();
      else {
        const after = items.after && routes.shown ? routes.shown(req, items.after) : items.after;
        res.status(status).json({ [definition.endpoint.itemKey]: after });
      }
    });
  };
}
