import {
  formatHourlyPrice,
  formatPrice,
  fillPath,
  PUBLIC_SCREENS,
  screenHref,
  type CourseV2,
  type SiteSettings,
} from '@tutoring/shared';
import { absolutePicture, escapeHtml, jsonForScript, metaTag } from '../../lib/http/html-text';

/** Shown by previews when neither the course nor the site has an image (the site's icon). */
const FALLBACK_IMAGE_PATH = '/favicon.svg';

/** The course's picture, else the site's share image or logo, else the icon. */
export function absoluteImageUrl(origin: string, ...images: string[]): string {
  return absolutePicture(origin, ...images) ?? `${origin}${FALLBACK_IMAGE_PATH}`;
}

/** "<page> | <institute>", or the page alone while the institute has no name yet. */
export function pageTitle(page: string, site: Pick<SiteSettings, 'name'>): string {
  return site.name ? `${page} | ${site.name}` : page;
}

/** schema.org Course, as search engines read it; the exam is its educational level. */
function courseJsonLd(
  course: CourseV2,
  site: SiteSettings,
  url: string,
  image: string,
  origin: string,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: course.title,
    description: course.description,
    url,
    image,
    provider: { '@type': 'EducationalOrganization', name: site.name, url: origin || '/' },
    ...(course.examType !== 'Other' ? { educationalLevel: course.examType } : {}),
    ...(course.subjects.length > 0 ? { teaches: course.subjects } : {}),
  };
}

const meta = metaTag;

/** The course's prices as its page names them, in the site's currency; empty when unset. */
function pricesParagraph(course: CourseV2, site: SiteSettings): string {
  const { hourly, package: monthly } = course.price;
  const prices = [
    typeof hourly === 'number' && `Hourly Rate: ${formatHourlyPrice(hourly, site)}`,
    typeof monthly === 'number' && `Monthly Package: ${formatPrice(monthly, site)}`,
  ].filter(Boolean);
  return prices.length > 0 ? `<p>${escapeHtml(prices.join(' · '))}</p>\n` : '';
}

/**
 * The page a shared course link answers: what link previews and search engines read (title,
 * description, Open Graph, Twitter card, JSON-LD), and for people a refresh on to the course
 * in the app. No script runs here: the site's CSP allows none inline.
 */
export function renderCourseSharePage(
  course: CourseV2,
  site: SiteSettings,
  origin: string,
): string {
  // The course's own page is its canonical address; this preview only points there.
  const shareUrl = `${origin}${fillPath(PUBLIC_SCREENS['course-v2-detail'].path, { courseId: course.slug })}`;
  const appPath = screenHref(PUBLIC_SCREENS['course-v2-detail'].path, { courseId: course._id });
  const image = absoluteImageUrl(origin, course.image, site.shareImage, site.logo);
  const title = pageTitle(course.title, site);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
${meta('name', 'description', course.description)}
<link rel="canonical" href="${escapeHtml(shareUrl)}">
${meta('property', 'og:type', 'website')}
${meta('property', 'og:site_name', site.name)}
${meta('property', 'og:title', course.title)}
${meta('property', 'og:description', course.description)}
${meta('property', 'og:image', image)}
${meta('property', 'og:url', shareUrl)}
${meta('name', 'twitter:card', 'summary_large_image')}
${meta('name', 'twitter:title', course.title)}
${meta('name', 'twitter:description', course.description)}
${meta('name', 'twitter:image', image)}
<meta http-equiv="refresh" content="0; url=${escapeHtml(appPath)}">
<script type="application/ld+json">${jsonForScript(courseJsonLd(course, site, shareUrl, image, origin))}</script>
</head>
<body>
<h1>${escapeHtml(course.title)}</h1>
<p>${escapeHtml(course.description)}</p>
${pricesParagraph(course, site)}<p><a href="${escapeHtml(appPath)}">Continue to the course</a></p>
</body>
</html>
`;
}

/** Drafts, unknown and malformed ids: a small page that still leads somewhere useful. */
export function renderShareNotFoundPage(site: SiteSettings): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(pageTitle('Course not found', site))}</title>
</head>
<body>
<h1>Course not found</h1>
<p><a href="${screenHref(PUBLIC_SCREENS['courses-v2'].path)}">Back to Courses</a></p>
</body>
</html>
`;
}
