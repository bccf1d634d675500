import { Router } from 'express';
import { requireAdmin } from '../../lib/auth/authenticate';
import { writeContactExport } from './contact-export';
import {
  createContactMessage,
  listContactMessages,
  parseContactFilter,
  updateContactMessage,
} from './contact.service';

export function createContactRouter(): Router {
  const router = Router();

  router.post('/', async (req, res) => {
    res.status(201).json({ contactMessage: await createContactMessage(req.body) });
  });

  router.get('/', requireAdmin, async (req, res) => {
    res.json(await listContactMessages(req.query));
  });

  router.get('/export', requireAdmin, async (req, res) => {
    // Parsed before the first header goes out, so a bad filter is still a JSON 400.
    await writeContactExport(res, parseContactFilter(req.query));
  });

  router.patch('/:id', requireAdmin, async (req, res) => {
    res.json({ contactMessage: await updateContactMessage(String(req.params.id), req.body) });
  });

  return router;
}
