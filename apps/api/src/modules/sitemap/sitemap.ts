import { ADMIN_AREA, PUBLIC_SCREENS, screenHref } from '@tutoring/shared';
import { escapeHtml } from '../../lib/http/html-text';

/** A page of the sitemap: where, and when it last changed (when known). */
export interface SitemapEntry {
  url: string;
  lastModified?: string | undefined;
}

/** The public screens a visitor lands on (no detail pages, no sign-in): hash URLs of the app. */
export function publicScreenUrls(origin: string): string[] {
  return Object.values(PUBLIC_SCREENS)
    .filter((screen) => screen.audience === 'public' && !screen.path.includes(':'))
    .filter((screen) => !['/login', '/register'].includes(screen.path))
    .map((screen) => (screen.path === '/' ? `${origin}/` : `${origin}${screenHref(screen.path)}`));
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

/** robots.txt: everything may be crawled but the admin area; the sitemap when it can be named. */
export function robotsTxt(origin: string | undefined): string {
  const lines = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    `Disallow: ${screenHref(ADMIN_AREA.path)}`,
  ];
  if (origin) lines.push(`Sitemap: ${origin}/sitemap.xml`);
  return `${lines.join('\n')}\n`;
}
