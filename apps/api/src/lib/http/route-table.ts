import type { Access } from '@tutoring/shared';
import express, { Router, type RequestHandler } from 'express';
import type { ParamsDictionary } from 'express-serve-static-core';
import type { ParsedQs } from 'qs';
import type { z } from 'zod';
import {
  allowEnrolment,
  requireAdmin,
  requireFamily,
  requireStaff,
  requireTutorOrAdmin,
  requireUser,
} from '../auth/authenticate';
import { labelRoute } from '../metrics/request-metrics';
import type { RouteContext } from './route-context';
import { validated, type DeclaredInput } from './validated';

/** Who may call a route: the one vocabulary of routes, screens and collections (shared). */
export type { Access };
export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** One route as the API documentation tells it; mounting it and documenting it are one act. */
export interface RouteDoc extends DeclaredInput {
  method: Method;
  /** Express syntax, relative to the table's base: '/coursesv2/:id'. */
  path: string;
  summary: string;
  /** Who may call it; the guard is derived from this, so the documentation cannot lie. */
  access: Access;
  /** Success status and the shape of its body; a media kind for answers that are not JSON. */
  status: number;
  response?: z.ZodType | 'file' | 'xlsx' | 'html' | 'calendar';
  /** The largest JSON body the route reads (body-parser syntax); 100 KB unless said otherwise. */
  bodyLimit?: string;
  /**
   * Open to an admin whose second factor the site requires and who has none yet: what
   * enrolling takes (who am I, sign out, set it up). Every other route refuses them.
   */
  duringEnrolment?: true;
}

const GUARDS: Record<Access, RequestHandler[]> = {
  public: [],
  user: [requireUser],
  staff: [requireStaff],
  admin: [requireAdmin],
  tutor: [requireTutorOrAdmin],
  family: [requireFamily],
};

const DEFAULT_BODY_LIMIT = '100kb';

/**
 * The JSON body of a route that takes one, read only once its guard has passed, so an
 * anonymous client never gets a body buffered and parsed by an admin route. Compressed
 * bodies are refused (415) before a byte is inflated: no browser sends one, and a few KB of
 * gzip can inflate to megabytes.
 */
function jsonBody(doc: RouteDoc): RequestHandler[] {
  if (!doc.body) return [];
  return [express.json({ limit: doc.bodyLimit ?? DEFAULT_BODY_LIMIT, inflate: false })];
}

/**
 * Personal data and anything answered to credentials is never kept by a browser or a shared
 * cache: every route that needs a signed-in caller, every write (a sign-in's token, a contact
 * message echoed back), and any request that carries a token (an admin's list of drafts).
 * Only anonymous reads of public routes may be cached, as their handlers say.
 */
function cachePolicy(doc: RouteDoc): RequestHandler {
  const always = doc.access !== 'public' || doc.method !== 'get';
  return (req, res, next) => {
    if (always || req.headers.authorization !== undefined)
      res.setHeader('Cache-Control', 'no-store');
    next();
  };
}

/** What the table hands on for one part of a request: its schema's output, when declared. */
type Output<Doc, Part extends 'params' | 'query' | 'body', Otherwise> = Doc extends {
  [key in Part]: infer Schema extends z.ZodType;
}
  ? z.output<Schema>
  : Otherwise;

/** A handler of a route, its request typed from what the route's doc declares and validates. */
export type RouteHandler<Doc extends RouteDoc = RouteDoc> = RequestHandler<
  Output<Doc, 'params', ParamsDictionary>,
  unknown,
  Output<Doc, 'body', unknown>,
  Output<Doc, 'query', ParsedQs>
>;

/**
 * A router whose routes are documented as they are mounted: the OpenAPI document is built
 * from `docs`, and a test holds the router's own stack against it both ways.
 */
export class RouteTable {
  readonly router = Router();
  readonly docs: RouteDoc[] = [];

  /**
   * `base` is where the router is mounted ('/api'); documented paths are relative to it.
   * `context` is what the app lends the routes (cache, rate limiters).
   */
  constructor(
    readonly base: string,
    readonly context: RouteContext,
  ) {}

  /**
   * Mounts a route: its guard, its body read, the middleware it lists (rate limits, the
   * response cache), then what its doc declares validated (validated.ts), then its handler,
   * which gets the validated values in place of the raw ones, typed from the doc.
   */
  route<const Doc extends RouteDoc>(
    doc: Doc,
    ...handlers: [...middleware: RequestHandler[], handler: RouteHandler<Doc>]
  ): void {
    this.docs.push(doc);
    const middleware = handlers.slice(0, -1) as RequestHandler[];
    const handler = handlers.at(-1) as RequestHandler;
    this.router[doc.method](
      doc.path,
      labelRoute(`${this.base === '/' ? '' : this.base}${doc.path}`),
      cachePolicy(doc),
      ...(doc.duringEnrolment ? [allowEnrolment] : []),
      ...GUARDS[doc.access],
      ...jsonBody(doc),
      ...middleware,
      ...validated(doc),
      handler,
    );
  }
}
