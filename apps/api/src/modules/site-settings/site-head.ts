import {
  INLINE_MONEY_PATTERN_ID,
  INLINE_SITE_SETTINGS_ID,
  readMoneyPattern,
  type SiteSettings,
} from '@tutoring/shared';
import { absolutePicture, escapeHtml, jsonForScript, metaTag } from '../../lib/http/html-text';

/** A public page's own head (path URLs, modules/public-pages): else the site's, at `/`. */
export interface PageHead {
  /** Its canonical path. */
  path: string;
  /** Its own part of the title, '' on the home page. */
  title: string;
  description: string;
  image?: string | undefined;
  /**
   * Its address in the canonical link and og:url; by default the path on the public origin,
   * and none without one.
   */
  url?: string | undefined;
}

/**
 * The head of the site's entry page, filled in by the server (nginx includes it; `npm start`
 * writes it in): what link previews and crawlers that run no script read — the institute's
 * name, its description, canonical URL, Open Graph and Twitter tags, its icons — and the
 * settings themselves as JSON, which the web app reads at start-up instead of asking for them
 * (the name and tagline are then on its first paint, and nothing moves when they arrive),
 * and how the site writes money, so its prices need no `Intl` in the browser.
 */
export function renderSiteHead(site: SiteSettings, origin: string, page?: PageHead): string {
  const moneyPattern = readMoneyPattern(site);
  return [
    renderPageTags(site, origin, page),
    '<link rel="manifest" href="/manifest.webmanifest">',
    '<link rel="apple-touch-icon" href="/apple-touch-icon.png">',
    // A data block, never run: the scripts-only-from-self policy does not apply to it.
    `<script type="application/json" id="${INLINE_SITE_SETTINGS_ID}">${jsonForScript(site)}</script>`,
    moneyPattern &&
      `<script type="application/json" id="${INLINE_MONEY_PATTERN_ID}">${jsonForScript(moneyPattern)}</script>`,
  ]
    .filter(Boolean)
    .join('\n');
}

/** What previews and search engines read of a page: title, description, canonical, cards. */
export function renderPageTags(site: SiteSettings, origin: string, page?: PageHead): string {
  const description = page?.description || site.tagline || site.name;
  const image = absolutePicture(origin, page?.image ?? '', site.shareImage, site.logo);
  const url = page?.url ?? (origin ? `${origin}${page?.path ?? '/'}` : undefined);
  const title = page?.title ? (site.name ? `${page.title} | ${site.name}` : page.title) : site.name;
  return [
    `<title>${escapeHtml(title)}</title>`,
    metaTag('name', 'description', description),
    url && `<link rel="canonical" href="${escapeHtml(url)}">`,
    metaTag('property', 'og:type', 'website'),
    metaTag('property', 'og:site_name', site.name),
    metaTag('property', 'og:title', page?.title || site.name),
    metaTag('property', 'og:description', description),
    image && metaTag('property', 'og:image', image),
    url && metaTag('property', 'og:url', url),
    metaTag('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    metaTag('name', 'twitter:title', page?.title || site.name),
    metaTag('name', 'twitter:description', description),
    image && metaTag('name', 'twitter:image', image),
  ]
    .filter(Boolean)
    .join('\n');
}
