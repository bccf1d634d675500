import {
  INLINE_PAGE_READS_ID,
  PUBLIC_SCREENS,
  SERVER_PAGE,
  type SiteSettings,
} from '@tutoring/shared';
import { jsonForScript } from '../../lib/http/html-text';
import { renderSiteHead } from '../site-settings/site-head';
import { link, list, text } from './page-html-parts';
import { breadcrumbJsonLd, organizationJsonLd } from './page-json-ld';
import type { PublicPage } from './public-page';

const SERVER_PAGE_ID = SERVER_PAGE.id;

/** The site's main places, as its navigation names them: links a crawler follows. */
const NAVIGATION = (['home', 'courses-v2', 'courses-v1', 'resources', 'contact'] as const).map(
  (name) => PUBLIC_SCREENS[name],
);

/** The institute's notices, linked from every page as the app's footer links them. */
const NOTICES = (['privacy', 'terms'] as const).map((name) => PUBLIC_SCREENS[name]);

/** The head of a public page: the site's tags with the page's own, and its structured data. */
export function renderPageHead(site: SiteSettings, origin: string, page: PublicPage): string {
  const blocks = [
    organizationJsonLd(site, origin),
    breadcrumbJsonLd(page.breadcrumbs),
    ...page.jsonLd,
  ];
  return [
    renderSiteHead(site, origin, page),
    ...blocks.map((block) => `<script type="application/ld+json">${jsonForScript(block)}</script>`),
    // A data block, never run (as the site settings' beside it): the app's first reads.
    `<script type="application/json" id="${INLINE_PAGE_READS_ID}">${jsonForScript(page.reads)}</script>`,
  ].join('\n');
}

/** The page's content as people without script and crawlers read it. */
export function renderPageBody(site: SiteSettings, page: PublicPage): string {
  const trail = page.breadcrumbs.map((step, index) =>
    index === page.breadcrumbs.length - 1
      ? `<span aria-current="page">${text(step.name)}</span>`
      : link(new URL(step.url, 'http://site.invalid').pathname, step.name),
  );
  return `<div id="${SERVER_PAGE_ID}">
<header><p>${link('/', site.name || 'Home')}</p>
<nav aria-label="Site">${list(NAVIGATION.map((screen) => link(screen.path, screen.title)))}</nav></header>
<nav aria-label="Breadcrumb">${list(trail)}</nav>
<main>
<h1>${text(page.h1)}</h1>
${page.main}
</main>
<footer>${list(NOTICES.map((screen) => link(screen.path, screen.title)))}</footer>
</div>`;
}

/** The not-found page: said plainly, with the way home; never indexed. */
export function notFoundDocument(
  entryPage: ((head: string, body: string) => string) | undefined,
  site: SiteSettings,
  origin: string,
): string {
  const head = renderSiteHead(site, origin, {
    path: '/',
    title: 'Page not found',
    description: '',
  });
  return (entryPage ?? standaloneDocument)(
    `${head}\n<meta name="robots" content="noindex">`,
    renderNotFoundBody(),
  );
}

function renderNotFoundBody(): string {
  return `<div id="${SERVER_PAGE_ID}" data-page="${SERVER_PAGE.notFound}">
<main>
<h1>Page not found</h1>
<p>The page you are looking for does not exist or has moved.</p>
<p>${link('/', 'Go to the home page')}</p>
</main>
</div>`;
}

/**
 * A page as a whole document, for a server that has no built app to put it in: behind nginx
 * (which includes the app's tags where the directive is: apps/web/nginx), and in tests. Read
 * by anything else, the directive is a comment and the page is still whole.
 */
export function standaloneDocument(head: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<!--# include virtual="/app-entry.html" -->
${head}
</head>
<body>
<div id="root">${body}</div>
</body>
</html>
`;
}
