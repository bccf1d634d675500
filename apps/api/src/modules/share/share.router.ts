import { Router } from 'express';
import { AppError } from '../../lib/errors';
import { getCourseV2 } from '../courses-v2/courses-v2.service';
import { renderCourseSharePage, renderShareNotFoundPage } from './course-share-page';
import { requestOrigin } from './request-origin';

/**
 * Link previews for shared courses, outside /api (mounted at /share): crawlers do not run the
 * app, so the page they fetch carries the course's tags itself. Only published courses are
 * shown, whoever asks (a preview is public).
 */
export function createShareRouter(): Router {
  const router = Router();

  router.get('/coursesv2/:id', async (req, res) => {
    const origin = requestOrigin(req);
    if (!origin) {
      res.status(400).type('text').send('The Host header is not a valid host name.');
      return;
    }
    res.type('html');
    try {
      const course = await getCourseV2(String(req.params.id), { includeDrafts: false });
      // The host comes from the request: no shared cache may keep one visitor's version.
      res.setHeader('Cache-Control', 'no-cache');
      res.send(renderCourseSharePage(course, origin));
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'NOT_FOUND') throw error;
      res.status(404).send(renderShareNotFoundPage());
    }
  });

  return router;
}
