import {
  courseDetailEndpoint,
  courseV1Endpoint,
  courseV2Endpoint,
  fillPath,
  formatHourlyPrice,
  formatPrice,
  isPriceSet,
  PUBLIC_SCREENS,
  type CourseDetail,
  type CourseV1,
  type CourseV2,
  type SiteSettings,
} from '@tutoring/shared';
import { absolutePicture } from '../../lib/http/html-text';
import { at, coursePathV1, coursePathV2, home, type PageSite } from './page-content';
import { courseJsonLd, type CourseFacts } from './page-json-ld';
import { list, paragraph, section, text } from './page-html-parts';
import { snippet, type PublicPage } from './public-page';

/** What tells a course's page apart; the rest (its trail, its schema.org Course) follows. */
interface CoursePageParts {
  /** The catalogue the trail goes back to. */
  catalogue: 'courses-v1' | 'courses-v2';
  path: string;
  title: string;
  description: string;
  image: string | undefined;
  main: string;
  course: Pick<CourseFacts, 'description' | 'prices' | 'instructor' | 'educationalLevel'>;
  reads: PublicPage['reads'];
}

/** A course's page, either version: Home, its catalogue, itself; the course in schema.org words. */
function coursePage(pageSite: PageSite, parts: CoursePageParts): PublicPage {
  const { site, origin } = pageSite;
  const { catalogue, path, title, image } = parts;
  return {
    path,
    title,
    description: parts.description,
    image,
    h1: title,
    main: parts.main,
    breadcrumbs: [
      home(pageSite),
      at(origin, PUBLIC_SCREENS[catalogue].path, PUBLIC_SCREENS[catalogue].title),
      at(origin, path, title),
    ],
    jsonLd: [
      courseJsonLd(
        { ...parts.course, name: title, url: `${origin}${path}`, image, currency: site.currency },
        site,
        origin,
      ),
    ],
    reads: parts.reads,
  };
}

/** The prices a course has set, as the app writes them (the site's currency and locale). */
function priceLines(
  site: SiteSettings,
  prices: { hourly?: number | null; package?: number | null },
): string[] {
  return [
    isPriceSet(prices.hourly) ? `Hourly: ${formatHourlyPrice(prices.hourly, site)}` : '',
    isPriceSet(prices.package) ? `Monthly Package: ${formatPrice(prices.package, site)}` : '',
  ].filter(Boolean);
}

export function courseV2Page(pageSite: PageSite, course: CourseV2): PublicPage {
  const { site, origin } = pageSite;
  const path = coursePathV2(course.slug);
  const main = [
    paragraph(course.description),
    section('Syllabus', list(course.syllabusSummary.map(text))),
    section('Subjects', list(course.subjects.map(text))),
    section('Highlights', list(course.highlights.map(text))),
    section('Price', list(priceLines(site, course.price).map(text))),
    section('Instructor', paragraph(course.instructor?.name ?? '')),
    paragraph(`${course.examType} · ${course.mode} · ${course.duration}`),
  ].join('\n');
  return coursePage(pageSite, {
    catalogue: 'courses-v2',
    path,
    title: course.title,
    description: course.metaDescription || snippet(course.description),
    image: absolutePicture(origin, course.image),
    main,
    course: {
      description: course.description,
      prices: [course.price.hourly, course.price.package].filter(isPriceSet),
      instructor: course.instructor?.name,
      educationalLevel: course.examType !== 'Other' ? course.examType : undefined,
    },
    reads: {
      [`${courseV2Endpoint.path}/${course.slug}`]: { [courseV2Endpoint.itemKey]: course },
    },
  });
}

/**
 * A v1 course's page, with its details when it has them (null: none). The details come in the
 * page's reads too: the app shows them at its first render instead of moving the page down
 * when they arrive.
 */
export function courseV1Page(
  pageSite: PageSite,
  course: CourseV1,
  detail: CourseDetail | null,
): PublicPage {
  const { site, origin } = pageSite;
  const about = course.description || course.tagline || course.title;
  const main = [
    paragraph(course.tagline),
    paragraph(course.description),
    paragraph(detail?.overview || course.longDescription),
    section("What You'll Learn", list((detail?.learningOutcomes ?? []).map(text))),
    section('Curriculum', list(course.curriculum.map(text))),
    section('Modules', list((detail?.modules ?? []).map((module) => text(module.title)))),
    section('Price', paragraph(formatPrice(course.price, site))),
    section('Instructor', paragraph(course.instructor?.name ?? '')),
    paragraph(`${course.category} · ${course.duration} hours`),
  ].join('\n');
  return coursePage(pageSite, {
    catalogue: 'courses-v1',
    path: coursePathV1(course.slug),
    title: course.title,
    description: course.metaDescription || snippet(about),
    image: absolutePicture(origin, course.imageUrl, course.thumbnail),
    main,
    course: { description: about, prices: [course.price], instructor: course.instructor?.name },
    reads: {
      [`${courseV1Endpoint.path}/${course.slug}`]: { [courseV1Endpoint.itemKey]: course },
      ...(detail
        ? {
            [fillPath(courseDetailEndpoint.path, { courseId: course._id })]: {
              [courseDetailEndpoint.itemKey]: detail,
            },
          }
        : {}),
    },
  });
}
