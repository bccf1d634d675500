import path from 'node:path';
import { JSDOM } from 'jsdom';
import {
  courseV1Body,
  insertInstructor,
} from '../../src/modules/courses-v1/__tests__/course-fixtures';
import { courseV2Body } from '../../src/modules/courses-v2/__tests__/course-v2-fixtures';
import { createUserWithToken, testClient } from '../http';

/** Where the site says it lives: every absolute URL in its pages starts here. */
export const ORIGIN = 'https://www.harbour.example';

/** The app's server render, from its source (`npm start` loads Vite's SSR build of it). */
export const APP_RENDER_SOURCE = path.resolve(
  import.meta.dirname,
  '../../../web/src/ssr/render-page.tsx',
);

/**
 * The site as browsers and crawlers meet it at ORIGIN, with public answers kept and its
 * public pages rendered by the app's screens.
 */
export const sitePagesClient = () =>
  testClient({ publicOrigin: ORIGIN, responseCache: true, appRenderModule: APP_RENDER_SOURCE });

type Client = ReturnType<typeof testClient>;
type CourseFields = Record<string, unknown>;

/**
 * An admin who writes the site's content and the tutor who teaches its courses, with the
 * admin's course writes: each answers the response, so a test can check a refusal too.
 */
export async function siteAuthor(api: Client) {
  const admin = (await createUserWithToken('admin')).authorization;
  const instructor = await insertInstructor('Dr Rao');
  const as = { Authorization: admin };
  return {
    admin,
    as,
    postCourseV2: (fields: CourseFields) =>
      api.post('/api/coursesv2').set(as).send(courseV2Body(instructor, fields)),
    postCourseV1: (fields: CourseFields) =>
      api.post('/api/courses').set(as).send(courseV1Body(instructor, fields)),
  };
}

/** A page's head tag by name or property ('description', 'og:url'), as a crawler reads it. */
export function metaOf(html: string) {
  const { document } = new JSDOM(html).window;
  const meta = (key: string) =>
    document.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content');
  return { document, meta };
}
