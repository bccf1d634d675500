import {
  FUNNEL_EXPORT_PATH,
  funnelAnswerSchema,
  funnelEndpoint,
  funnelQuerySchema,
  statsAnswerSchema,
  statsEndpoint,
} from '@tutoring/shared';
import { isAdminRequest } from '../../lib/auth/authenticate';
import { mountAdminExport } from '../../lib/http/admin-reads';
import type { RouteTable } from '../../lib/http/route-table';
import { writeFunnelExport } from './funnel-export';
import { leadFunnel } from './funnel.service';
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
  table.route(
    {
      method: 'get',
      path: funnelEndpoint.path,
      summary:
        'Leads of a period by source, course or month, with how many reached contacted, demo scheduled and enrolled (furthest status; spam left out)',
      access: 'admin',
      query: funnelQuerySchema,
      status: 200,
      response: funnelAnswerSchema,
    },
    async (req, res) => {
      res.json({ [funnelEndpoint.itemKey]: await leadFunnel(req.query) });
    },
  );
  mountAdminExport(table, writeFunnelExport, {
    path: FUNNEL_EXPORT_PATH,
    summary: 'The lead funnel of GET /stats/funnel (same query) as an Excel file',
    query: funnelQuerySchema,
  });
}
