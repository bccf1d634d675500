import type { Request } from 'express';
import type { RouteTable } from '../http/route-table';
import type { WriteContext } from './collection-store';

/** The signed-in writer of `req`, and what the app lends every write. */
export function writeContextOf(req: Request, table: RouteTable): WriteContext {
  return {
    actorId: req.auth?.userId,
    actorRole: req.auth?.role,
    imageImport: table.context.imageImport,
  };
}
