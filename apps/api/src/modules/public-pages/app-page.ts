import {
  aboutContentEndpoint,
  courseDetailEndpoint,
  courseV1Endpoint,
  courseV2Endpoint,
  fillPath,
  homeContentEndpoint,
  legalPagesEndpoint,
  resourceEndpoint,
  INLINE_MONEY_PATTERN_ID,
  INLINE_PAGE_READS_ID,
  INLINE_SITE_SETTINGS_ID,
  readMoneyPattern,
  RENDERED_LOCATION_ID,
  teamMemberEndpoint,
  testimonyEndpoint,
  type PathUrlScreenName,
  type SiteSettings,
} from '@tutoring/shared';
import type { Request } from 'express';
import { jsonForScript } from '../../lib/http/html-text';
import { renderSiteHead } from '../site-settings/site-head';
import {
  readsOfThisServer,
  type AppRender,
  type NotFoundKind,
  type RenderedPage,
} from '../../lib/http/app-render';

/**
 * The screens the app renders at the path URLs, with the API answers (paths under /api) each
 * shows: the same reads its queries make in the browser, which start from them there. A
 * course's page also reads what its course was found with (page-answers.ts), once it is
 * known to be a page and not a move or a 404.
 */
export const APP_SCREEN_READS: Record<PathUrlScreenName, readonly string[]> = {
  home: [
    homeContentEndpoint.path,
    aboutContentEndpoint.path,
    courseV2Endpoint.path,
    testimonyEndpoint.path,
    teamMemberEndpoint.path,
  ],
  // The v2 pages show the home page's reasons to choose the institute and its package's perks.
  'courses-v2': [courseV2Endpoint.path, homeContentEndpoint.path],
  'course-v2-detail': [homeContentEndpoint.path],
  'courses-v1': [courseV1Endpoint.path],
  'course-v1-detail': [],
  resources: [resourceEndpoint.path],
  // The booking above the form offers the published courses.
  contact: [courseV2Endpoint.path],
  privacy: [fillPath(legalPagesEndpoint.path, { name: 'privacy' })],
  terms: [fillPath(legalPagesEndpoint.path, { name: 'terms' })],
};

/** Where a page is rendered and what it shows. */
interface AppPageRequest {
  site: SiteSettings;
  origin: string;
  /** The hash route the app renders (`/coursesv2/ib-maths`), the page's canonical path too. */
  location: string;
  paths: readonly string[];
}

/**
 * The reads the page's answers lead to: a v1 course's details, filed under the course's id
 * (its page's address holds the slug). Asked whether or not the course has any, so the page
 * of a course without them says so (null) and the browser does not ask for them again.
 */
function readsLedTo(answers: Record<string, unknown>): string[] {
  const ledTo = Object.entries(answers).flatMap(([path, answer]) => {
    const course = (answer as Record<string, { _id?: unknown }> | null)?.[courseV1Endpoint.itemKey];
    if (!path.startsWith(`${courseV1Endpoint.path}/`) || typeof course?._id !== 'string') return [];
    return [fillPath(courseDetailEndpoint.path, { courseId: course._id })];
  });
  return ledTo.filter((read) => !(read in answers));
}

/** A page made into a whole document: the built entry page, or one of its own (pageDocument). */
type PageFrame = (head: string, body: string) => string;

const dataBlock = (id: string, text: string) =>
  `<script type="application/json" id="${id}">${text}</script>`;

/** A page rendered by the app's screens: its HTML, what the screen said of itself, its reads. */
export interface AppPage extends RenderedPage {
  /** The page's reads as the JSON block's text, from which the render was made. */
  reads: string;
}

/**
 * The app's screens at `location`, rendered from the API's answers to `paths` as the page's
 * data; without a render (no SSR build where the API runs), no HTML: the browser renders.
 */
export async function renderAppPage(
  render: AppRender | undefined,
  req: Request,
  { site, origin, location, paths }: AppPageRequest,
): Promise<AppPage> {
  const answers = await readsOfThisServer(req, paths);
  Object.assign(answers, await readsOfThisServer(req, readsLedTo(answers)));
  const reads = jsonForScript(answers);
  if (!render) return { html: '', reads };
  const moneyPattern = readMoneyPattern(site);
  const blocks: Record<string, string> = {
    [INLINE_SITE_SETTINGS_ID]: jsonForScript(site),
    [INLINE_PAGE_READS_ID]: reads,
    ...(moneyPattern ? { [INLINE_MONEY_PATTERN_ID]: jsonForScript(moneyPattern) } : {}),
  };
  return { ...(await render.page(location, { blocks, origin })), reads };
}

/**
 * A public page rendered by the app's own screens: its head (title, description, canonical,
 * previews) from what the screen said of itself while rendering, the page's data written in as
 * the JSON blocks the browser's first render reads, and the rendered location, so the browser
 * hydrates this HTML rather than building it again. Without a render, the site's head and the
 * page's data: the browser builds the page from them.
 */
export async function appPageDocument(
  render: AppRender | undefined,
  req: Request,
  frame: PageFrame,
  request: AppPageRequest,
): Promise<string> {
  const { site, origin, location } = request;
  const { html, meta, reads } = await renderAppPage(render, req, request);
  const head = [
    renderSiteHead(site, origin, {
      path: location,
      title: meta?.title ?? '',
      description: meta?.description ?? '',
      image: meta?.image,
    }),
    dataBlock(INLINE_PAGE_READS_ID, reads),
    render ? dataBlock(RENDERED_LOCATION_ID, jsonForScript(location)) : '',
  ]
    .filter(Boolean)
    .join('\n');
  return frame(head, html);
}

/** The not-found page in the site's frame: never indexed; the app does not start on it. */
export async function notFoundDocument(
  render: AppRender | undefined,
  frame: PageFrame,
  { site, origin }: Pick<AppPageRequest, 'site' | 'origin'>,
  kind: NotFoundKind = 'page',
): Promise<string> {
  const page = await render?.notFound(kind);
  const head = renderSiteHead(site, origin, {
    path: '/',
    title: page?.title ?? '',
    description: '',
  });
  return frame(`${head}\n<meta name="robots" content="noindex">`, page?.html ?? '');
}

/**
 * A page as a whole document, for a server that has no built app to put it in: behind nginx
 * (which includes the app's tags where the directive is: apps/web/nginx), and in tests. Read
 * by anything else, the directive is a comment and the page is still whole.
 */
export function pageDocument(head: string, body: string): string {
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
