import type { Request } from 'express';
import type { RouteTable } from '../http/route-table';
import type { WriteContext } from './collection-store';

/** The signed-in writer of `req`, what its body carried back, and what the app lends every write. */
export function writeContextOf(req: Request, table: RouteTable): WriteContext {
  return {
    actorId: req.auth?.userId,
    actorRole: req.auth?.role,
    imageImport: table.context.imageImport,
    takenBack: takenBackOf(req),
  };
}

/** The server-owned fields the route table set aside from the body (RouteDoc's `takesBack`). */
export const takenBackOf = (req: Request): Record<string, unknown> | undefined =>
  req.res?.locals.takenBack as Record<string, unknown> | undefined;
