import { Router } from 'express';
import { requireAdmin, requireUser } from '../../lib/auth/authenticate';
import {
  createCourseV1,
  deleteCourseV1,
  getCourseV1,
  listCoursesV1,
  listSubscribedCourses,
  replaceCourseV1,
} from './courses-v1.service';

export function createCoursesV1Router(): Router {
  const router = Router();

  router.get('/', async (_req, res) => {
    res.json({ courses: await listCoursesV1() });
  });

  // Declared before /:id, which would otherwise read 'subscribed' as an id.
  router.get('/subscribed', requireUser, async (req, res) => {
    res.json({ courses: await listSubscribedCourses(req.auth!.userId) });
  });

  router.get('/:id', async (req, res) => {
    res.json({ course: await getCourseV1(String(req.params.id)) });
  });

  router.post('/', requireAdmin, async (req, res) => {
    res.status(201).json({ course: await createCourseV1(req.body) });
  });

  router.put('/:id', requireAdmin, async (req, res) => {
    res.json({ course: await replaceCourseV1(String(req.params.id), req.body) });
  });

  router.delete('/:id', requireAdmin, async (req, res) => {
    await deleteCourseV1(String(req.params.id));
    res.status(204).end();
  });

  return router;
}
