import { Router } from 'express';
import { requireAdmin } from '../../lib/auth/authenticate';
import {
  createTeamMember,
  deleteTeamMember,
  listTeamMembers,
  replaceTeamMember,
} from './team.service';

export function createTeamRouter(): Router {
  const router = Router();

  router.get('/', async (_req, res) => {
    res.json({ members: await listTeamMembers() });
  });

  router.post('/', requireAdmin, async (req, res) => {
    res.status(201).json({ member: await createTeamMember(req.body, req.auth?.userId) });
  });

  router.put('/:id', requireAdmin, async (req, res) => {
    const member = await replaceTeamMember(String(req.params.id), req.body, req.auth?.userId);
    res.json({ member });
  });

  router.delete('/:id', requireAdmin, async (req, res) => {
    await deleteTeamMember(String(req.params.id));
    res.status(204).end();
  });

  return router;
}
