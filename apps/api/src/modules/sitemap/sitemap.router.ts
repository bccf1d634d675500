import type { RouteTable } from '../../lib/http/route-table';
import { courseV2Store, PUBLISHED } from '../courses-v2/courses-v2.store';
import { publicScreenUrls, robotsTxt, sitemapXml } from './sitemap';

/**
 * robots.txt and sitemap.xml, at the site's root. Their absolute URLs come from PUBLIC_ORIGIN
 * only, never from a request's Host: without it there is no sitemap to offer (404), and
 * robots.txt names none.
 */
export function mountSitemapRoutes(root: RouteTable): void {
  const origin = root.context.publicOrigin;
  const page = { method: 'get', access: 'public', status: 200 } as const;
  root.route({ ...page, path: '/robots.txt', summary: 'Rules for crawlers' }, (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('text/plain').send(robotsTxt(origin));
  });
  root.route(
    {
      ...page,
      path: '/sitemap.xml',
      summary: 'The public pages and every published course (v2) share page, with lastmod',
    },
    async (_req, res) => {
      if (!origin) {
        res.status(404).type('text').send('No sitemap: PUBLIC_ORIGIN is not set.');
        return;
      }
      const courses = await courseV2Store.list(PUBLISHED);
      const entries = [
        ...publicScreenUrls(origin).map((url) => ({ url })),
        ...courses.map((course) => ({
          url: `${origin}/share/coursesv2/${encodeURIComponent(course._id)}`,
          lastModified: course.updatedAt,
        })),
      ];
      res.setHeader('Cache-Control', 'public, max-age=3600');
      res.type('application/xml').send(sitemapXml(entries));
    },
  );
}
