import { Router } from 'express';
import { isDatabaseReady } from '../../lib/db/availability';
import { AppError } from '../../lib/errors';

/** Liveness says the process answers; readiness says it can also reach the database. */
export function createHealthRouter(): Router {
  const router = Router();
  router.get('/health', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/ready', async (_req, res) => {
    if (!(await isDatabaseReady())) {
      throw new AppError('DATABASE_UNAVAILABLE', 'The database is not reachable.');
    }
    res.json({ status: 'ready' });
  });
  return router;
}
