import type { Request, RequestHandler } from 'express';
import type { z } from 'zod';
import { invalid, refusedParams } from './validate';

/** A schema's output, or the one mapping of its refusal to the envelope's 400. */
async function parsed(schema: z.ZodType, input: unknown): Promise<unknown> {
  // Always the async parse: some checks are (a new password's guessability).
  const result = await schema.safeParseAsync(input ?? {});
  if (result.success) return result.data;
  throw invalid(result.error);
}

/** What a route declares of its input (RouteDoc's own fields): what the table validates. */
export interface DeclaredInput {
  /** The JSON body: validated before the handler runs, which gets its output as `req.body`. */
  body?: z.ZodType;
  /** The query-string parameters: an object schema, each key one parameter. */
  query?: z.ZodType;
  /**
   * The path parameters that must name something ('/users/:id' → `idParams('Account')`):
   * checked first, and a value that cannot name anything is a 404, before any 400 for the body.
   */
  params?: z.ZodType;
  /**
   * Server-owned fields the body may carry back as the client read them ("what GET returns,
   * PUT takes back"): not in `body`, so set aside before it is validated, for the store to
   * check against what it holds (collection/server-owned.ts).
   */
  takesBack?: readonly string[];
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The body without `keys`, and those set aside; anything but a plain object is left whole. */
export function setAside(
  body: unknown,
  keys: readonly string[],
): [unknown, Record<string, unknown>] {
  if (!isPlainObject(body)) return [body, {}];
  const entries = Object.entries(body);
  // fromEntries defines own keys: a "__proto__" key stays a key for the strict schema to refuse.
  const kept = Object.fromEntries(entries.filter(([key]) => !keys.includes(key)));
  return [kept, Object.fromEntries(entries.filter(([key]) => keys.includes(key)))];
}

/** The params as their schema outputs them, beside those it does not name. */
async function parsedParams(schema: z.ZodType, params: object): Promise<object> {
  const result = await schema.safeParseAsync(params);
  if (result.success) return { ...params, ...(result.data as object) };
  throw refusedParams(result.error);
}

/**
 * Validates what the route's doc declares, once, after its guard and before its handlers: the
 * params first (404 for an id that cannot name anything), then the query and the body (400 with details). The handlers then read
 * the schemas' outputs, with their defaults and transforms, from `req.params`, `req.query`
 * and `req.body`; services take those typed values and parse nothing again. The server-owned
 * fields a body may carry back as read (`takesBack`) are set aside before it is validated and
 * handed on as `res.locals.takenBack`, for the store to check against the item it holds.
 */
export function validated(doc: DeclaredInput): RequestHandler[] {
  const { params, query, body, takesBack = [] } = doc;
  if (!params && !query && !body) return [];
  const check: RequestHandler = async (req, res, next) => {
    if (params) req.params = (await parsedParams(params, req.params)) as typeof req.params;
    // Express 5 reads `req.query` through a getter on the prototype: an own value shadows it.
    if (query) {
      const value = await parsed(query, req.query);
      Object.defineProperty(req, 'query', { value, writable: true, configurable: true });
    }
    // What the client sent, as sent: a create's audit entry records the fields it set.
    if (body) res.locals.sent = req.body;
    if (body && takesBack.length > 0) {
      const [rest, takenBack] = setAside(req.body, takesBack);
      res.locals.takenBack = takenBack;
      req.body = await parsed(body, rest);
    } else if (body) req.body = await parsed(body, req.body);
    next();
  };
  return [check];
}

/** The body as the client sent it, before the table validated it (its defaults not filled in). */
export const sentBodyOf = (req: Request): unknown =>
  req.res?.locals.sent !== undefined ? req.res.locals.sent : req.body;
