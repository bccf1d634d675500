import { PATH_URL_SCREENS, PUBLIC_SCREENS, type PathUrlScreenName } from '@tutoring/shared';
import type { RouteTable } from '../../lib/http/route-table';
import { courseV1Store } from '../courses-v1/courses-v1.store';
import { courseV2Store, PUBLISHED } from '../courses-v2/courses-v2.store';
import { homeContentStore } from '../home-content/home-content.store';
import { legalPagesStore } from '../legal-pages/legal-pages.store';
import { coursePathV1, coursePathV2 } from '../public-pages/page-answers';
import { resourceStore } from '../resources/resources.store';
import { siteSettingsStore } from '../site-settings/site-settings.store';
import { latest, newest, robotsTxt, sitemapXml, type SitemapEntry } from './sitemap';

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
      summary:
        "Every public page's path URL and every published course's (v1 and v2), with lastmod",
    },
    async (_req, res) => {
      if (!origin) {
        res.status(404).type('text').send('No sitemap: PUBLIC_ORIGIN is not set.');
        return;
      }
      const [coursesV2, coursesV1, resources, homeChanged, settingsChanged, privacy, terms] =
        await Promise.all([
          courseV2Store.list(PUBLISHED),
          courseV1Store.list(),
          resourceStore.list(),
          homeContentStore.changedAt(),
          siteSettingsStore.changedAt(),
          legalPagesStore.changedAt('privacy'),
          legalPagesStore.changedAt('terms'),
        ]);
      // Each page's own content: what it shows besides the header, footer and head that every
      // page shares (a new logo is not a change of the catalogue). Never saved: no lastmod.
      const changed: Partial<Record<PathUrlScreenName, string | undefined>> = {
        home: latest(homeChanged, newest(coursesV2)),
        'courses-v2': newest(coursesV2),
        'courses-v1': newest(coursesV1),
        resources: newest(resources),
        contact: settingsChanged,
        privacy,
        terms,
      };
      const entries: SitemapEntry[] = [
        ...PATH_URL_SCREENS.filter((name) => !PUBLIC_SCREENS[name].path.includes(':')).map(
          (name) => ({ url: `${origin}${PUBLIC_SCREENS[name].path}`, lastModified: changed[name] }),
        ),
        ...coursesV2.map((course) => ({
          url: `${origin}${coursePathV2(course.slug)}`,
          lastModified: course.updatedAt,
        })),
        ...coursesV1.map((course) => ({
          url: `${origin}${coursePathV1(course.slug)}`,
          lastModified: course.updatedAt,
        })),
      ];
      res.setHeader('Cache-Control', 'public, max-age=3600');
      res.type('application/xml').send(sitemapXml(entries));
    },
  );
}
