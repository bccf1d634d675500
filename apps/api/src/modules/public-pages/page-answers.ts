import {
  batchesEndpoints,
  courseDetailEndpoint,
  courseV1Endpoint,
  courseV2Endpoint,
  fillPath,
  isCourseId,
  PUBLIC_SCREENS,
  type PathUrlScreenName,
} from '@tutoring/shared';
import type { RootFilterQuery } from 'mongoose';
import { courseV1Store } from '../courses-v1/courses-v1.store';
import { courseV2Store, PUBLISHED } from '../courses-v2/courses-v2.store';

/**
 * What a path URL answers: a page (the hash route the app renders there, its canonical path
 * too, and what its course was found with), a move to its current address, or nothing.
 */
export type PageAnswer =
  | { kind: 'page'; path: string; courseReads: readonly string[] }
  | { kind: 'moved'; location: string }
  | { kind: 'missing' };

export const coursePathV2 = (slug: string) =>
  fillPath(PUBLIC_SCREENS['course-v2-detail'].path, { courseId: slug });
export const coursePathV1 = (slug: string) =>
  fillPath(PUBLIC_SCREENS['course-v1-detail'].path, { courseId: slug });

/**
 * What a v2 course's page reads of its course: the course by its slug, and its open batches
 * (the classes a parent can join, with their seats left) so the page shows them as it loads.
 */
export const courseV2Reads = (course: { _id: string; slug: string }): readonly string[] => [
  `${courseV2Endpoint.path}/${course.slug}`,
  `${batchesEndpoints.batches.path}?course=${course._id}`,
];

/** What one of a course's stores offers: a list in a scope (a course is found by its key). */
interface CourseSource<Course> {
  list(scope?: RootFilterQuery<unknown>): Promise<Course[]>;
}

/**
 * A course at `key`: its page under its current slug; a move (301) when the key is a slug it
 * had or its id (old links keep working, one address is canonical); missing when unknown or a
 * draft.
 */
async function courseAnswer<Course extends { _id: string; slug: string }>(
  store: CourseSource<Course>,
  scope: Record<string, unknown>,
  key: string,
  pathOf: (slug: string) => string,
  readsOf: (course: Course) => readonly string[],
): Promise<PageAnswer> {
  const lookups = isCourseId(key) ? [{ _id: key }] : [{ slug: key }, { formerSlugs: key }];
  for (const [index, lookup] of lookups.entries()) {
    const [course] = await store.list({ ...scope, ...lookup });
    if (!course) continue;
    const path = pathOf(course.slug);
    const current = index === 0 && !isCourseId(key);
    return current
      ? { kind: 'page', path, courseReads: readsOf(course) }
      : { kind: 'moved', location: path };
  }
  return { kind: 'missing' };
}

/** The resources each page is made of, besides the site's settings (the cache's generations). */
export const PAGE_RESOURCES: Record<PathUrlScreenName, readonly string[]> = {
  home: ['home-content', 'about-content', 'course-v2', 'testimony', 'team-member'],
  'courses-v2': ['course-v2', 'team-member', 'home-content'],
  // Its classes' seats move with batches and enrolments.
  'course-v2-detail': ['course-v2', 'team-member', 'home-content', 'batch', 'enrolment'],
  'courses-v1': ['course', 'team-member'],
  'course-v1-detail': ['course', 'course-details', 'team-member'],
  resources: ['resource'],
  contact: ['course-v2'],
  privacy: ['legal-page'],
  terms: ['legal-page'],
};

/**
 * What the path URL of `screen` answers, `courseId` being the slug (or id) in it. A course's
 * page reads the course by its slug, a v1 course its details too (a course without details
 * answers 404 there, which the page's reads leave out).
 */
export async function answerFor(screen: PathUrlScreenName, courseId = ''): Promise<PageAnswer> {
  const key = courseId.toLowerCase();
  switch (screen) {
    case 'course-v2-detail':
      return courseAnswer(courseV2Store, PUBLISHED, key, coursePathV2, courseV2Reads);
    case 'course-v1-detail':
      return courseAnswer(courseV1Store, {}, key, coursePathV1, (course) => [
        `${courseV1Endpoint.path}/${course.slug}`,
        fillPath(courseDetailEndpoint.path, { courseId: course._id }),
      ]);
    default:
      return { kind: 'page', path: PUBLIC_SCREENS[screen].path, courseReads: [] };
  }
}
