import { statsAnswerSchema, statsEndpoint } from '@tutoring/shared';
import { isAdminRequest } from '../../lib/auth/authenticate';
import type { RouteTable } from '../../lib/http/route-table';
import { dashboardStats } from './stats.service';

export function mountStatsRoutes(table: RouteTable): void {
  table.route(
    {
      method: 'get',
      path: statsEndpoint.path,
      summary: 'Counts for the admin dashboard (lead figures for admins only)',
      access: 'staff',
      status: 200,
      response: statsAnswerSchema,
    },
    async (req, res) => {
      const stats = await dashboardStats({ withLeads: isAdminRequest(req) });
      res.json({ [statsEndpoint.itemKey]: stats });
    },
  );
}
