import { Router } from 'express';
import { requireAdmin } from '../../lib/auth/authenticate';
import {
  createTestimony,
  deleteTestimony,
  listTestimonies,
  replaceTestimony,
} from './testimonies.service';

export function createTestimoniesRouter(): Router {
  const router = Router();

  router.get('/', async (_req, res) => {
    res.json({ testimonies: await listTestimonies() });
  });

  router.post('/', requireAdmin, async (req, res) => {
    res.status(201).json({ testimony: await createTestimony(req.body) });
  });

  router.put('/:id', requireAdmin, async (req, res) => {
    res.json({ testimony: await replaceTestimony(String(req.params.id), req.body) });
  });

  router.delete('/:id', requireAdmin, async (req, res) => {
    await deleteTestimony(String(req.params.id));
    res.status(204).end();
  });

  return router;
}
