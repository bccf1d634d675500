import { ADMIN_AREA, PUBLIC_SCREENS } from '@tutoring/shared';
import { escapeHtml } from '../../lib/http/html-text';

/** A page of the sitemap: where, and when it last changed (when known). */
export interface SitemapEntry {
  url: string;
  lastModified?: string | undefined;
}

/** The latest of some change times (ISO text), or undefined when none is known. */
export function latest(...times: readonly (string | undefined)[]): string | undefined {
  return times.reduce<string | undefined>(
    (found, time) => (time && (!found || time > found) ? time : found),
    undefined,
  );
}

/** The newest of some items' last changes, or undefined for none. */
export function newest(items: readonly { updatedAt: string }[]): string | undefined {
  return latest(...items.map((item) => item.updatedAt));
}

/** The sitemaps.org XML of the entries. */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(({ url, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${lastModified}</lastmod>` : '';
    return `  <url><loc>${escapeHtml(url)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** The first segment of a screen's path: `/account/password` → `/account`. */
const firstSegment = (path: string) => `/${path.split('/')[1]}`;

/**
 * What crawlers are asked to leave alone, as paths (a `#` would start a comment in
 * robots.txt): the API, the admin area, and every screen that is someone's own — signed-in
 * screens, and the links with a token (a password reset, a booking's management).
 */
export function privatePaths(): string[] {
  const screens = Object.values(PUBLIC_SCREENS);
  const own = screens.filter(
    (screen) => screen.audience !== 'public' || screen.path.includes(':token'),
  );
  return [
    ...new Set(['/api/', ADMIN_AREA.path, ...own.map((screen) => firstSegment(screen.path))]),
  ];
}

/** robots.txt: everything may be crawled but the private paths; the sitemap when it can be named. */
export function robotsTxt(origin: string | undefined): string {
  const lines = ['User-agent: *', 'Allow: /', ...privatePaths().map((path) => `Disallow: ${path}`)];
  if (origin) lines.push(`Sitemap: ${origin}/sitemap.xml`);
  return `${lines.join('\n')}\n`;
}
