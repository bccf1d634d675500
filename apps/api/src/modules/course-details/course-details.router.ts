import { Router } from 'express';
import { requireAdmin } from '../../lib/auth/authenticate';
import {
  createCourseDetail,
  deleteCourseDetail,
  getCourseDetail,
  replaceCourseDetail,
} from './course-details.service';

/** Mounted at /courses/:courseId/details; mergeParams lets it read the course id. */
export function createCourseDetailsRouter(): Router {
  const router = Router({ mergeParams: true });
  const courseIdOf = (params: Record<string, string | string[] | undefined>) =>
    String(params.courseId);

  router.get('/', async (req, res) => {
    res.json({ courseDetail: await getCourseDetail(courseIdOf(req.params)) });
  });

  router.post('/', requireAdmin, async (req, res) => {
    const courseDetail = await createCourseDetail(courseIdOf(req.params), req.body);
    res.status(201).json({ courseDetail });
  });

  router.put('/', requireAdmin, async (req, res) => {
    res.json({ courseDetail: await replaceCourseDetail(courseIdOf(req.params), req.body) });
  });

  router.delete('/', requireAdmin, async (req, res) => {
    await deleteCourseDetail(courseIdOf(req.params));
    res.status(204).end();
  });

  return router;
}
