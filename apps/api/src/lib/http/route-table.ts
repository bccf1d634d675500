import type { Access } from '@tutoring/shared';
import express, { Router, type RequestHandler } from 'express';
import type { z } from 'zod';
import { requireAdmin, requireStaff, requireTutorOrAdmin, requireUser } from '../auth/authenticate';
import { labelRoute } from '../metrics/request-metrics';
import type { RouteContext } from './route-context';

/** Who may call a route: the one vocabulary of routes, screens and collections (shared). */
export type { Access };
export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** One route as the API documentation tells it; mounting it and documenting it are one act. */
export interface RouteDoc {
  method: Method;
  /** Express syntax, relative to the table's base: '/coursesv2/:id'. */
  path: string;
  summary: string;
  /** Who may call it; the guard is derived from this, so the documentation cannot lie. */
  access: Access;
  body?: z.ZodType;
  /** The query-string parameters: an object schema, each key one parameter. */
  query?: z.ZodType;
  /** Success status and the shape of its body; a media kind for answers that are not JSON. */
  status: number;
  response?: z.ZodType | 'file' | 'xlsx' | 'html' | 'calendar';
  /** The largest JSON body the route reads (body-parser syntax); 100 KB unless said otherwise. */
  bodyLimit?: string;
}

const GUARDS: Record<Access, RequestHandler[]> = {
  public: [],
  user: [requireUser],
  staff: [requireStaff],
  admin: [requireAdmin],
  tutor: [requireTutorOrAdmin],
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

  route(doc: RouteDoc, ...handlers: RequestHandler[]): void {
    this.docs.push(doc);
    this.router[doc.method](
      doc.path,
      labelRoute(`${this.base === '/' ? '' : this.base}${doc.path}`),
      cachePolicy(doc),
      ...GUARDS[doc.access],
      ...jsonBody(doc),
      ...handlers,
    );
  }
}
