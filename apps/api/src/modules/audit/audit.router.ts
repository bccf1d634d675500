import { auditEndpoint, auditListSchema, auditQuerySchema } from '@tutoring/shared';
import type { RouteTable } from '../../lib/http/route-table';
import { listAuditEntries } from './audit.service';

export function mountAuditRoutes(table: RouteTable): void {
  table.route(
    {
      method: 'get',
      path: auditEndpoint.path,
      summary: 'The audit trail of admin writes, newest first, paginated',
      access: 'admin',
      query: auditQuerySchema,
      status: 200,
      response: auditListSchema,
    },
    async (req, res) => {
      res.json(await listAuditEntries(req.query));
    },
  );
}
