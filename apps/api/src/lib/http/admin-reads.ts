import type { Response } from 'express';
import type { z } from 'zod';
import type { RouteTable } from './route-table';

/** What an admin's read declares beyond its path and summary: the query it takes. */
interface AdminRead<Query extends z.ZodType> {
  path: string;
  summary: string;
  query: Query;
}

/**
 * An admin's list (the audit trail, leads, accounts): GET with a validated query, answered
 * with the page the service finds. The lists differ only in their schemas and their service.
 */
export function mountAdminList<Query extends z.ZodType>(
  table: RouteTable,
  list: (query: z.output<Query>) => Promise<unknown>,
  doc: AdminRead<Query> & { response: z.ZodType },
): void {
  table.route({ method: 'get', access: 'admin', status: 200, ...doc }, async (req, res) => {
    res.json(await list(req.query));
  });
}

/** An admin's Excel file of what a query selects (leads, the lead funnel), written by `write`. */
export function mountAdminExport<Query extends z.ZodType>(
  table: RouteTable,
  write: (res: Response, query: z.output<Query>) => Promise<void>,
  doc: AdminRead<Query>,
): void {
  table.route(
    { method: 'get', access: 'admin', status: 200, response: 'xlsx', ...doc },
    async (req, res) => {
      await write(res, req.query);
    },
  );
}
