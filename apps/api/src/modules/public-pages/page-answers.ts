import { isCourseId, type CourseV1, type CourseV2, type PathUrlScreenName } from '@tutoring/shared';
import type { RootFilterQuery } from 'mongoose';
import { AppError } from '../../lib/errors';
import { getCourseDetail } from '../course-details/course-details.store';
import { courseV1Store } from '../courses-v1/courses-v1.store';
import { courseV2Store, PUBLISHED } from '../courses-v2/courses-v2.store';
import {
  contactPage,
  coursePathV1,
  coursePathV2,
  coursesV1Page,
  coursesV2Page,
  homePage,
  resourcesPage,
  type PageSite,
} from './page-content';
import { courseV1Page, courseV2Page } from './course-pages';
import { legalPage } from './legal-page-content';
import type { PageAnswer, PublicPage } from './public-page';

const page = (built: PublicPage): PageAnswer => ({ kind: 'page', page: built });

/** A v1 course's details, or null for a course that has none (the API answers 404 then). */
const detailOf = (courseId: string) =>
  getCourseDetail(courseId).catch((error: unknown) => {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  });

/** What one of a course's stores offers: a list in a scope (a course is found by its key). */
interface CourseSource<Course> {
  list(scope?: RootFilterQuery<unknown>): Promise<Course[]>;
}

/**
 * A course at `key`: its page under its current slug; a move (301) when the key is a slug it
 * had or its id (old links keep working, one address is canonical); missing when unknown or a
 * draft.
 */
async function courseAnswer<Course extends { slug: string }>(
  store: CourseSource<Course>,
  scope: Record<string, unknown>,
  key: string,
  pathOf: (slug: string) => string,
  build: (course: Course) => PublicPage | Promise<PublicPage>,
): Promise<PageAnswer> {
  const lookups = isCourseId(key) ? [{ _id: key }] : [{ slug: key }, { formerSlugs: key }];
  for (const [index, lookup] of lookups.entries()) {
    const [course] = await store.list({ ...scope, ...lookup });
    if (!course) continue;
    const current = index === 0 && !isCourseId(key);
    return current ? page(await build(course)) : { kind: 'moved', location: pathOf(course.slug) };
  }
  return { kind: 'missing' };
}

/** The resources each page is made of, besides the site's settings (the cache's generations). */
export const PAGE_RESOURCES: Record<PathUrlScreenName, readonly string[]> = {
  home: ['home-content', 'about-content', 'course-v2', 'testimony', 'team-member'],
  'courses-v2': ['course-v2', 'team-member', 'home-content'],
  'course-v2-detail': ['course-v2', 'team-member', 'home-content'],
  'courses-v1': ['course', 'team-member'],
  'course-v1-detail': ['course', 'course-details', 'team-member'],
  resources: ['resource'],
  contact: ['course-v2'],
  privacy: ['legal-page'],
  terms: ['legal-page'],
};

/** What the path URL of `screen` answers, `courseId` being the slug (or id) in it. */
export async function answerFor(
  screen: PathUrlScreenName,
  site: PageSite,
  courseId = '',
): Promise<PageAnswer> {
  const key = courseId.toLowerCase();
  switch (screen) {
    case 'home':
      return page(await homePage(site));
    case 'courses-v2':
      return page(await coursesV2Page(site));
    case 'course-v2-detail':
      return courseAnswer<CourseV2>(courseV2Store, PUBLISHED, key, coursePathV2, (course) =>
        courseV2Page(site, course),
      );
    case 'courses-v1':
      return page(await coursesV1Page(site));
    case 'course-v1-detail':
      return courseAnswer<CourseV1>(courseV1Store, {}, key, coursePathV1, async (course) =>
        courseV1Page(site, course, await detailOf(course._id)),
      );
    case 'resources':
      return page(await resourcesPage(site));
    case 'contact':
      return page(contactPage(site));
    case 'privacy':
    case 'terms':
      return page(await legalPage(site, screen));
  }
}
