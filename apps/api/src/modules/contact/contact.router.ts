import { Router } from 'express';
import { requireAdmin } from '../../lib/auth/authenticate';
import { writeContactExport } from './contact-export';
import { createContactMessage, listContactMessages, updateContactMessage } from './contact.service';

export function createContactRouter(): Router {
  const router = Router();

  router.post('/', async (req, res) => {
    res.status(201).json({ contactMessage: await createContactMessage(req.body) });
  });

  router.get('/', requireAdmin, async (_req, res) => {
    res.json({ messages: await listContactMessages() });
  });

  router.get('/export', requireAdmin, async (_req, res) => {
    await writeContactExport(res);
  });

  router.patch('/:id', requireAdmin, async (req, res) => {
    res.json({ contactMessage: await updateContactMessage(String(req.params.id), req.body) });
  });

  return router;
}
