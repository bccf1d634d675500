import { INSTITUTE_NAME, type CourseV2 } from '@tutoring/shared';
import { escapeHtml, jsonForScript } from './html-text';

/** Shown by previews when a course has no image of its own (the site's icon). */
const FALLBACK_IMAGE_PATH = '/favicon.svg';

/**
 * The image URL: web links as they are, site paths on our origin, else the icon. `origin` is
 * '' when the site has no known public origin: site paths then stay relative.
 */
export function absoluteImageUrl(image: string, origin: string): string {
  const trimmed = image.trim();
  if (/^https?:\/\/[^\s]+$/i.test(trimmed)) return trimmed;
  if (/^\/(?!\/)[^\s]*$/.test(trimmed)) return `${origin}${trimmed}`;
  return `${origin}${FALLBACK_IMAGE_PATH}`;
}

/** schema.org Course, as search engines read it; the exam is its educational level. */
function courseJsonLd(course: CourseV2, url: string, image: string, origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: course.title,
    description: course.description,
    url,
    image,
    provider: { '@type': 'EducationalOrganization', name: INSTITUTE_NAME, url: origin || '/' },
    ...(course.examType !== 'Other' ? { educationalLevel: course.examType } : {}),
    ...(course.subjects.length > 0 ? { teaches: course.subjects } : {}),
  };
}

const meta = (attribute: 'name' | 'property', key: string, value: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;

/**
 * The page a shared course link answers: what link previews and search engines read (title,
 * description, Open Graph, Twitter card, JSON-LD), and for people a refresh on to the course
 * in the app. No script runs here: the site's CSP allows none inline.
 */
export function renderCourseSharePage(course: CourseV2, origin: string): string {
  const shareUrl = `${origin}/share/coursesv2/${encodeURIComponent(course._id)}`;
  const appPath = `/#/coursesv2/${encodeURIComponent(course._id)}`;
  const image = absoluteImageUrl(course.image, origin);
  const title = `${course.title} | ${INSTITUTE_NAME}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
${meta('name', 'description', course.description)}
<link rel="canonical" href="${escapeHtml(shareUrl)}">
${meta('property', 'og:type', 'website')}
${meta('property', 'og:site_name', INSTITUTE_NAME)}
${meta('property', 'og:title', course.title)}
${meta('property', 'og:description', course.description)}
${meta('property', 'og:image', image)}
${meta('property', 'og:url', shareUrl)}
${meta('name', 'twitter:card', 'summary_large_image')}
${meta('name', 'twitter:title', course.title)}
${meta('name', 'twitter:description', course.description)}
${meta('name', 'twitter:image', image)}
<meta http-equiv="refresh" content="0; url=${escapeHtml(appPath)}">
<script type="application/ld+json">${jsonForScript(courseJsonLd(course, shareUrl, image, origin))}</script>
</head>
<body>
<h1>${escapeHtml(course.title)}</h1>
<p>${escapeHtml(course.description)}</p>
<p><a href="${escapeHtml(appPath)}">Continue to the course</a></p>
</body>
</html>
`;
}

/** Drafts, unknown and malformed ids: a small page that still leads somewhere useful. */
export function renderShareNotFoundPage(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Course not found | ${escapeHtml(INSTITUTE_NAME)}</title>
</head>
<body>
<h1>Course not found</h1>
<p><a href="/#/coursesv2">Back to Courses</a></p>
</body>
</html>
`;
}
