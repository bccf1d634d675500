import { z } from 'zod';
import { RELEASE_VERSION } from '../../lib/release';
import { isDatabaseReady } from '../../lib/db/availability';
import { AppError } from '../../lib/errors';
import type { RouteTable } from '../../lib/http/route-table';
import { readBackupStatus } from '../backups/backup-status';

const status = z.object({ status: z.string() });
const liveness = status.extend({ version: z.string() });
const readiness = status.extend({
  backup: z.object({ lastSuccessAt: z.string().nullable(), warning: z.string().optional() }),
});

/** Liveness says the process answers; readiness says it can also reach the database. */
export function mountHealthRoutes(table: RouteTable): void {
  table.route(
    {
      method: 'get',
      path: '/health',
      summary: 'Liveness, and the release that answers (the version of package.json)',
      access: 'public',
      status: 200,
      response: liveness,
    },
    (_req, res) => {
      res.json({ status: 'ok', version: RELEASE_VERSION });
    },
  );
  table.route(
    {
      method: 'get',
      path: '/ready',
      summary: 'Readiness: the database answers (a missing or failed backup is a warning only)',
      access: 'public',
      status: 200,
      response: readiness,
    },
    async (_req, res) => {
      if (!(await isDatabaseReady())) {
        throw new AppError('DATABASE_UNAVAILABLE', 'The database is not reachable.');
      }
      // A backup problem needs an operator, not a restart: readiness stays green for it.
      res.json({ status: 'ready', backup: await readBackupStatus() });
    },
  );
}
