import { Router } from 'express';
import { requireAdmin } from '../../lib/auth/authenticate';
import { dashboardStats } from './stats.service';

export function createStatsRouter(): Router {
  const router = Router();
  router.get('/', requireAdmin, async (_req, res) => {
    res.json({ stats: await dashboardStats() });
  });
  return router;
}
