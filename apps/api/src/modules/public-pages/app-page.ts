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
import { readsOfThisServer, type AppRender } from '../../lib/http/app-render';

/**
 * The screens the app renders on the server, with the API answers (paths under /api) each
 * shows: the same reads its queries make in the browser, which start from them there. A
 * course's page also reads what its course was found with (`ofCourse`: the course by its
 * slug, a v1 course's details), once page-answers.ts has decided it is a page and not a move
 * or a 404.
 */
export const APP_SCREEN_READS: Partial<
  Record<PathUrlScreenName, { reads: readonly string[]; ofCourse?: boolean }>
> = {
  home: {
    reads: [
      homeContentEndpoint.path,
      aboutContentEndpoint.path,
      courseV2Endpoint.path,
      testimonyEndpoint.path,
      teamMemberEndpoint.path,
    ],
  },
  // The v2 pages show the home page's reasons to choose the institute and its package's perks.
  'courses-v2': { reads: [courseV2Endpoint.path, homeContentEndpoint.path] },
  'course-v2-detail': { reads: [homeContentEndpoint.path], ofCourse: true },
  'courses-v1': { reads: [courseV1Endpoint.path] },
  'course-v1-detail': { reads: [], ofCourse: true },
  resources: { reads: [resourceEndpoint.path] },
  // The booking above the form offers the published courses.
  contact: { reads: [courseV2Endpoint.path] },
  privacy: { reads: [fillPath(legalPagesEndpoint.path, { name: 'privacy' })] },
  terms: { reads: [fillPath(legalPagesEndpoint.path, { name: 'terms' })] },
};

interface AppPageRequest {
  site: SiteSettings;
  origin: string;
  /** The hash route the app renders (`/coursesv2/ib-maths`), the page's canonical path too. */
  location: string;
  paths: readonly string[];
  /** The built entry page around the head and the app's HTML (or a document of its own). */
  document: (head: string, body: string) => string;
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

const dataBlock = (id: string, text: string) =>
  `<script type="application/json" id="${id}">${text}</script>`;

/**
 * A public page rendered by the app's own screens: its head (title, description, canonical,
 * previews) from what the screen said of itself while rendering, the page's data written in as
 * the JSON blocks the browser's first render reads, and the rendered location, so the browser
 * hydrates this HTML rather than building it again.
 */
export async function appPageDocument(
  render: AppRender,
  req: Request,
  { site, origin, location, paths, document }: AppPageRequest,
): Promise<string> {
  const answers = await readsOfThisServer(req, paths);
  Object.assign(answers, await readsOfThisServer(req, readsLedTo(answers)));
  const reads = jsonForScript(answers);
  const moneyPattern = readMoneyPattern(site);
  const blocks: Record<string, string> = {
    [INLINE_SITE_SETTINGS_ID]: jsonForScript(site),
    [INLINE_PAGE_READS_ID]: reads,
    ...(moneyPattern ? { [INLINE_MONEY_PATTERN_ID]: jsonForScript(moneyPattern) } : {}),
  };
  const { html, meta } = await render(location, { blocks, origin });
  const head = [
    renderSiteHead(site, origin, {
      path: location,
      title: meta?.title ?? '',
      description: meta?.description ?? '',
      image: meta?.image,
    }),
    dataBlock(INLINE_PAGE_READS_ID, reads),
    dataBlock(RENDERED_LOCATION_ID, jsonForScript(location)),
  ].join('\n');
  return document(head, html);
}
