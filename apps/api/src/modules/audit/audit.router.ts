import { Router } from 'express';
import { requireAdmin } from '../../lib/auth/authenticate';
import { listAuditEntries } from './audit.service';

export function createAuditRouter(): Router {
  const router = Router();
  router.get('/', requireAdmin, async (req, res) => {
    res.json(await listAuditEntries(req.query));
  });
  return router;
}
