import { z } from 'zod';
import { isDatabaseReady } from '../../lib/db/availability';
import { AppError } from '../../lib/errors';
import type { RouteTable } from '../../lib/http/route-table';

const status = z.object({ status: z.string() });

/** Liveness says the process answers; readiness says it can also reach the database. */
export function mountHealthRoutes(table: RouteTable): void {
  table.route(
    {
      method: 'get',
      path: '/health',
      summary: 'Liveness',
      access: 'public',
      status: 200,
      response: status,
    },
    (_req, res) => {
      res.json({ status: 'ok' });
    },
  );
  table.route(
    {
      method: 'get',
      path: '/ready',
      summary: 'Readiness: the database answers',
      access: 'public',
      status: 200,
      response: status,
    },
    async (_req, res) => {
      if (!(await isDatabaseReady())) {
        throw new AppError('DATABASE_UNAVAILABLE', 'The database is not reachable.');
      }
      res.json({ status: 'ready' });
    },
  );
}
