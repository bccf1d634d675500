import { statsAnswerSchema, statsEndpoint } from '@tutoring/shared';
import type { RouteTable } from '../../lib/http/route-table';
import { dashboardStats } from './stats.service';

export function mountStatsRoutes(table: RouteTable): void {
  table.route(
    {
      method: 'get',
      path: statsEndpoint.path,
      summary: 'Counts for the admin dashboard',
      access: 'admin',
      status: 200,
      response: statsAnswerSchema,
    },
    async (_req, res) => {
      res.json({ [statsEndpoint.itemKey]: await dashboardStats() });
    },
  );
}
