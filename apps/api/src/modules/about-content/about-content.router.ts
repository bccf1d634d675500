import { Router } from 'express';
import { requireAdmin } from '../../lib/auth/authenticate';
import { getAboutContent, saveAboutContent } from './about-content.service';

/** Site content pages; mounted at /content. Only About Us exists. */
export function createAboutContentRouter(): Router {
  const router = Router();

  router.get('/about-us', async (_req, res) => {
    res.json({ about: await getAboutContent() });
  });

  router.put('/about-us', requireAdmin, async (req, res) => {
    res.json({ about: await saveAboutContent(req.body) });
  });

  return router;
}
