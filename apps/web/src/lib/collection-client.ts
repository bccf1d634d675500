import type { CollectionDefinition, CollectionEndpoint } from '@tutoring/shared';
import type { z } from 'zod';
import { apiRequest, type RequestOptions } from './api-client';
import { ApiError, CLIENT_ERROR_CODES, CLIENT_ERROR_MESSAGES } from './api-error';
import { fillPath, type PathParams } from './fill-path';

/**
 * An endpoint's path under /api: its :parameters filled in, then any further segments (an
 * id, 'by-exam' and an exam), each encoded.
 */
export function endpointPath(
  endpoint: Pick<CollectionEndpoint, 'path'>,
  params: PathParams = {},
  ...segments: readonly string[]
): string {
  return [fillPath(endpoint.path, params), ...segments.map(encodeURIComponent)].join('/');
}

/** How one item of an answer becomes what the app holds. */
export type ItemReader<Item> = (value: unknown) => Item;

/**
 * Typed, not checked: for public pages, whose first JavaScript has a budget that zod alone
 * would take a large share of (docs/decisions/0041-public-first-javascript-kept-small.md).
 * The API checks what it stores with the same shared schemas, and a shape mismatch still
 * fails loudly in the UI tests.
 */
export function typedAs<Item>(): ItemReader<Item> {
  return (value) => value as Item;
}

function badResponse(): ApiError {
  return new ApiError(0, CLIENT_ERROR_CODES.badResponse, CLIENT_ERROR_MESSAGES.badResponse);
}

/** Checked by a schema (admin screens, which load lazily): a mismatch is a bad response. */
export function checkedBy<S extends z.ZodType>(schema: S): ItemReader<z.output<S>> {
  return (value) => {
    const parsed = schema.safeParse(value);
    if (!parsed.success) throw badResponse();
    return parsed.data;
  };
}

/** The value an answer holds under its reply key; an answer without it is a bad response. */
function replyValue(answer: unknown, key: string): unknown {
  if (typeof answer !== 'object' || answer === null || !(key in answer)) throw badResponse();
  return (answer as Record<string, unknown>)[key];
}

/** Who asks (the token or not), for which path parameters, with which query. */
export type Access = Pick<RequestOptions, 'auth' | 'signal' | 'query'> & { params?: PathParams };

export interface CollectionClient<Item, Input, Changes> {
  /** GET the list; `under` names a sub-list of the endpoint (['by-exam', 'IB']). */
  list(access?: Access & { under?: readonly string[] }): Promise<Item[]>;
  /** GET the item with `id`, or the endpoint's single document without one. */
  get(id?: string, access?: Access): Promise<Item>;
  /** POST a new item. */
  create(input: Input, access?: Access): Promise<Item>;
  /** PUT: the item with `id` (or the endpoint's single document) replaced as a whole. */
  replace(input: Input, id?: string, access?: Access): Promise<Item>;
  /** An editor's Save: create without an id, replace with one. */
  save(variables: { id?: string | undefined; input: Input }): Promise<Item>;
  /** PATCH some fields of the item with `id`. */
  patch(variables: { id: string; changes: Changes }): Promise<Item>;
  remove(id: string): Promise<void>;
}

/**
 * Requests for one collection, built from its shared endpoint: the path (parameters filled
 * in), and the list and item reply keys, so no feature spells them out again.
 */
export function collectionClient<Item, Input = never, Changes = never>(
  endpoint: CollectionEndpoint,
  readItem: ItemReader<Item>,
): CollectionClient<Item, Input, Changes> {
  type Request = Access & Pick<RequestOptions, 'method' | 'body'>;
  const send = (segments: readonly string[], { params, ...options }: Request) =>
    apiRequest(endpointPath(endpoint, params, ...segments), options);
  const readOne = async (segments: readonly string[], request: Request) =>
    readItem(replyValue(await send(segments, request), endpoint.itemKey));
  const idSegments = (id: string | undefined) => (id === undefined ? [] : [id]);

  const create = (input: Input, access: Access = {}) =>
    readOne([], { ...access, method: 'POST', body: input });
  const replace = (input: Input, id?: string, access: Access = {}) =>
    readOne(idSegments(id), { ...access, method: 'PUT', body: input });
  return {
    async list({ under = [], ...access } = {}) {
      if (!endpoint.listKey) throw new Error(`${endpoint.path} is a single document, not a list`);
      const items = replyValue(await send(under, access), endpoint.listKey);
      if (!Array.isArray(items)) throw badResponse();
      return items.map(readItem);
    },
    get: (id, access = {}) => readOne(idSegments(id), access),
    create,
    replace,
    save: ({ id, input }) => (id ? replace(input, id) : create(input)),
    patch: ({ id, changes }) => readOne([id], { method: 'PATCH', body: changes }),
    async remove(id) {
      await send([id], { method: 'DELETE' });
    },
  };
}

/** What a collection reads as, and what it takes on create and replace, and on PATCH. */
type ReadOf<C extends CollectionDefinition> = z.output<C['read']>;
type InputOf<C extends CollectionDefinition> = z.input<C['input']>;
type ChangesOf<C extends CollectionDefinition> = z.input<C['update']>;

/** An admin screen's client: every answer checked by the collection's read schema. */
export function checkedCollectionClient<C extends CollectionDefinition>(
  collection: C,
): CollectionClient<ReadOf<C>, InputOf<C>, ChangesOf<C>> {
  const readItem: ItemReader<ReadOf<C>> = checkedBy<C['read']>(collection.read);
  return collectionClient(collection.endpoint, readItem);
}
