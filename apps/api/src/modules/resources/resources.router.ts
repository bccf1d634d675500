import { Router } from 'express';
import { requireAdmin } from '../../lib/auth/authenticate';
import {
  createResource,
  deleteResource,
  getResource,
  listResources,
  replaceResource,
} from './resources.service';

export function createResourcesRouter(): Router {
  const router = Router();

  router.get('/', async (_req, res) => {
    res.json({ resources: await listResources() });
  });

  router.get('/:id', async (req, res) => {
    res.json({ resource: await getResource(String(req.params.id)) });
  });

  router.post('/', requireAdmin, async (req, res) => {
    res.status(201).json({ resource: await createResource(req.body) });
  });

  router.put('/:id', requireAdmin, async (req, res) => {
    res.json({ resource: await replaceResource(String(req.params.id), req.body) });
  });

  router.delete('/:id', requireAdmin, async (req, res) => {
    await deleteResource(String(req.params.id));
    res.status(204).end();
  });

  return router;
}
