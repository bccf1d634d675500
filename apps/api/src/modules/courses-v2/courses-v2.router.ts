import { Router, type Request } from 'express';
import { isAdminRequest, requireAdmin } from '../../lib/auth/authenticate';
import {
  createCourseV2,
  deleteCourseV2,
  getCourseV2,
  listCoursesV2,
  replaceCourseV2,
  type Visibility,
} from './courses-v2.service';

const visibilityOf = (req: Request): Visibility => ({ includeDrafts: isAdminRequest(req) });

export function createCoursesV2Router(): Router {
  const router = Router();

  router.get('/', async (req, res) => {
    res.json({ courses: await listCoursesV2(visibilityOf(req)) });
  });

  // Declared before /:id, which would otherwise read 'by-exam' as an id.
  router.get('/by-exam/:examType', async (req, res) => {
    const courses = await listCoursesV2(visibilityOf(req), String(req.params.examType));
    res.json({ courses });
  });

  router.get('/:id', async (req, res) => {
    res.json({ course: await getCourseV2(String(req.params.id), visibilityOf(req)) });
  });

  router.post('/', requireAdmin, async (req, res) => {
    res.status(201).json({ course: await createCourseV2(req.body) });
  });

  router.put('/:id', requireAdmin, async (req, res) => {
    res.json({ course: await replaceCourseV2(String(req.params.id), req.body) });
  });

  router.delete('/:id', requireAdmin, async (req, res) => {
    await deleteCourseV2(String(req.params.id));
    res.status(204).end();
  });

  return router;
}
