import { AppError } from '../../lib/errors';
import type { RouteTable } from '../../lib/http/route-table';
import { courseV2Store, PUBLISHED } from '../courses-v2/courses-v2.store';
import { siteSettingsStore } from '../site-settings/site-settings.store';
import { courseNotFoundDocument, coursePreviewDocument } from './course-preview';
import { siteOrigin } from '../../lib/http/site-origin';

/**
 * Link previews for shared courses, outside /api (mounted at /share): crawlers do not run the
 * app, so the page they fetch carries the course's tags itself, from the app's render of the
 * course's page. Only published courses are shown, whoever asks (a preview is public).
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
    const { appRender } = table.context;
    res.type('html');
    const course = await courseV2Store.get(String(req.params.id), PUBLISHED).catch((error) => {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return undefined;
      throw error;
    });
    if (!course) {
      res.status(404).send(await courseNotFoundDocument(appRender, site));
      return;
    }
    const html = await coursePreviewDocument(appRender, req, { site, origin }, course);
    // Revalidated on every visit: an edit or an unpublish shows at once.
    res.setHeader('Cache-Control', 'no-cache');
    res.send(html);
  });
}
