import { createHash, timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';
import { AppError } from '../../lib/errors';
import type { RouteTable } from '../../lib/http/route-table';
import { metricsRegistry } from '../../lib/metrics/registry';
import { refreshSiteGauges } from './site-gauges';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the request carries METRICS_TOKEN as its bearer token (compared in constant time). */
function carriesToken(req: Request, token: string): boolean {
  const sent = /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '')?.[1];
  return sent !== undefined && timingSafeEqual(digest(sent), digest(token));
}

const METRICS_OFF = 'Metrics are off: the site has no METRICS_TOKEN.';

/**
 * GET /api/metrics in Prometheus's text format, for a scraper holding METRICS_TOKEN. Without
 * METRICS_TOKEN it answers 404: no metrics are served unless an operator chose a token, and
 * no token, however sent, can open them (docs/OPERATIONS.md, "Metrics").
 */
export function mountMetricsRoutes(table: RouteTable, metricsToken: string | undefined): void {
  table.route(
    {
      method: 'get',
      path: '/metrics',
      summary: 'Prometheus metrics (bearer METRICS_TOKEN)',
      access: 'public',
      status: 200,
      response: 'file',
    },
    async (req, res) => {
      if (!metricsToken) throw new AppError('NOT_FOUND', METRICS_OFF);
      if (!carriesToken(req, metricsToken)) {
        res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
        throw new AppError('UNAUTHORIZED', 'Send METRICS_TOKEN as a bearer token.');
      }
      await refreshSiteGauges();
      res.setHeader('Content-Type', metricsRegistry.contentType);
      res.send(await metricsRegistry.metrics());
    },
  );
}
