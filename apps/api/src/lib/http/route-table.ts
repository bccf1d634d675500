import { Router, type RequestHandler } from 'express';
import type { z } from 'zod';
import { requireAdmin, requireUser } from '../auth/authenticate';
import type { RouteContext } from './route-context';

export type Access = 'public' | 'user' | 'admin';
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
  response?: z.ZodType | 'file' | 'xlsx' | 'html';
}

const GUARDS: Record<Access, RequestHandler[]> = {
  public: [],
  user: [requireUser],
  admin: [requireAdmin],
};

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
    this.router[doc.method](doc.path, ...GUARDS[doc.access], ...handlers);
  }
}
