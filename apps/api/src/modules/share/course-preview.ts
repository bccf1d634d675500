import { PUBLIC_SCREENS, screenHref, type CourseV2, type SiteSettings } from '@tutoring/shared';
import type { Request } from 'express';
import type { AppRender } from '../../lib/http/app-render';
import { absolutePicture, escapeHtml } from '../../lib/http/html-text';
import { renderAppPage, APP_SCREEN_READS } from '../public-pages/app-page';
import { coursePathV2, courseV2Reads } from '../public-pages/page-answers';
import { renderPageTags, type PageHead } from '../site-settings/site-head';

/** Shown by previews when neither the course nor the site has an image (the site's icon). */
const FALLBACK_IMAGE_PATH = '/favicon.svg';

/**
 * A link preview's document: its head, and its body for people, who are sent on at once when
 * it says where (`to`). No script runs here: the site's CSP allows none inline, and none is
 * loaded.
 */
function previewDocument(head: string, body: string, to?: string): string {
  const onward = to ? `\n<meta http-equiv="refresh" content="0; url=${escapeHtml(to)}">` : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${head}${onward}
</head>
<body>
${body}
</body>
</html>
`;
}

interface PreviewRequest {
  site: SiteSettings;
  origin: string;
}

/**
 * The page a shared course link answers: the course's page as the app renders it at its hash
 * route (the same screen, head and JSON-LD as its path URL), its address that path URL; for
 * people, a refresh on to the course in the app.
 */
export async function coursePreviewDocument(
  render: AppRender | undefined,
  req: Request,
  { site, origin }: PreviewRequest,
  course: CourseV2,
): Promise<string> {
  const location = coursePathV2(course.slug);
  const appPath = screenHref(PUBLIC_SCREENS['course-v2-detail'].path, { courseId: course._id });
  const { html, meta } = await renderAppPage(render, req, {
    site,
    origin,
    location,
    paths: [...courseV2Reads(course), ...APP_SCREEN_READS['course-v2-detail']],
  });
  const page: PageHead = {
    path: location,
    // The course's own page is its canonical address; this preview only points there.
    url: `${origin}${location}`,
    title: meta?.title ?? '',
    description: meta?.description ?? '',
    // A preview always shows a picture: the course's, else the site's, else its icon.
    image:
      absolutePicture(origin, meta?.image ?? '', site.shareImage, site.logo) ??
      `${origin}${FALLBACK_IMAGE_PATH}`,
  };
  const body = `${html}\n<p><a href="${escapeHtml(appPath)}">Continue to the course</a></p>`;
  return previewDocument(renderPageTags(site, origin, page), body, appPath);
}

/** Drafts, unknown and malformed ids: the not-found page, leading back to the courses. */
export async function courseNotFoundDocument(
  render: AppRender | undefined,
  site: SiteSettings,
): Promise<string> {
  const page = await render?.notFound('course');
  const title = page?.title ?? 'Course not found';
  const head = [
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(site.name ? `${title} | ${site.name}` : title)}</title>`,
  ].join('\n');
  return previewDocument(head, page?.html ?? '');
}
