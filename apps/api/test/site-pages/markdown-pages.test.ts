import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertInstructor } from '../../src/modules/courses-v1/__tests__/course-fixtures';
import { courseV2Body } from '../../src/modules/courses-v2/__tests__/course-v2-fixtures';
import { createUserWithToken, testClient } from '../http';
import { APP_RENDER_SOURCE } from './site-pages-fixture';

const api = testClient({
  publicOrigin: 'https://www.markdown.example',
  appRenderModule: APP_RENDER_SOURCE,
});
const DESCRIPTION = [
  '**Concept-first** physics for [JEE](javascript:alert(1)).',
  '',
  '- Timed problem sets',
  '- <script>alert(2)</script>',
].join('\n');
let slug: string;

beforeAll(async () => {
  const admin = (await createUserWithToken('admin')).authorization;
  const instructor = await insertInstructor('Dr Iyer');
  const created = await api
    .post('/api/coursesv2')
    .set({ Authorization: admin })
    .send(courseV2Body(instructor, { title: 'JEE Physics in Markdown', description: DESCRIPTION }));
  slug = created.body.course.slug;
  // A spec client that sends Markdown (or plain text) gets it back exactly as sent.
  expect(created.body.course.description).toBe(DESCRIPTION);
});

describe('a Markdown long text on a path-URL page', () => {
  it('when the course page is fetched, then its words show without marks, links or raw HTML', async () => {
    const response = await api.get(`/coursesv2/${slug}`).expect(200);
    const { document } = new JSDOM(response.text).window;
    const main = document.querySelector('main')!;

    expect(main.textContent).toContain('Concept-first physics for JEE.');
    expect(main.textContent).toContain('<script>alert(2)</script>');
    expect(main.textContent).not.toContain('**');
    // No element from the raw HTML (the page's only scripts are its JSON-LD data blocks); the
    // bold is the app's emphasis, not its marks.
    expect(main.querySelectorAll('script:not([type="application/ld+json"])')).toHaveLength(0);
    expect([...main.querySelectorAll('strong')].map((bold) => bold.textContent)).toEqual([
      'Concept-first',
    ]);
    const hrefs = [...document.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs.some((href) => href?.toLowerCase().includes('javascript'))).toBe(false);
    const description = document.querySelector('meta[name="description"]')?.getAttribute('content');
    expect(description).toMatch(/^Concept-first physics for JEE\. Timed problem sets/);
  });
});
