import { AppError } from '../../lib/errors';
import type { RouteTable } from '../../lib/http/route-table';
import { courseV2Store, PUBLISHED } from '../courses-v2/courses-v2.store';
import { siteSettingsStore } from '../site-settings/site-settings.store';
import { renderCourseSharePage, renderShareNotFoundPage } from './course-share-page';
import { siteOrigin } from '../../lib/http/site-origin';

/**
 * Link previews for shared courses, outside /api (mounted at /share): crawlers do not run the
 * app, so the page they fetch carries the course's tags itself. Only published courses are
 * shown, whoever asks (a preview is public).
 */
export function mountShareRoutes(table: RouteTable): void {
  const doc = {
    method: 'get',
    path: '/share/coursesv2/:id',
    summary:
      'Link preview of a published course (Open Graph, Twitter card, schema.org Course JSON-LD), leading on to /#/coursesv2/{id}',
    access: 'public',
    status: 200,
    response: 'html',
  } as const;
  table.route(doc, async (req, res) => {
    const origin = siteOrigin(req, table.context.publicOrigin);
    const site = await siteSettingsStore.get();
    res.type('html');
    try {
      const course = await courseV2Store.get(String(req.params.id), PUBLISHED);
      // Revalidated on every visit: an edit or an unpublish shows at once.
      res.setHeader('Cache-Control', 'no-cache');
      res.send(renderCourseSharePage(course, site, origin));
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'NOT_FOUND') throw error;
      res.status(404).send(renderShareNotFoundPage(site));
    }
  });
}
