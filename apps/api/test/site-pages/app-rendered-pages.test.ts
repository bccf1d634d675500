import { beforeAll, describe, expect, it } from 'vitest';
import { siteSettingsStore } from '../../src/modules/site-settings/site-settings.store';
import { metaOf, siteAuthor, sitePagesClient } from './site-pages-fixture';

const api = sitePagesClient();
let author: Awaited<ReturnType<typeof siteAuthor>>;
let course: { _id: string; title: string };

/** The page as the server sent it: the app's rendered HTML and the route it was rendered at. */
function rendered(html: string) {
  const { document } = metaOf(html);
  const featured = document.querySelector('section[aria-labelledby="featured-courses-heading"]');
  return {
    location: document.getElementById('rendered-location')?.textContent,
    featured: featured?.textContent ?? '',
  };
}

beforeAll(async () => {
  author = await siteAuthor(api);
  await siteSettingsStore.replace({ name: 'Harbour Lights Academy' });
  const posted = await author.postCourseV2({
    title: 'IB Physics HL',
    status: 'published',
    featured: true,
  });
  course = posted.body.course as typeof course;
});

describe('public pages rendered by the app on the server', () => {
  it('when a course is renamed through the admin API, then the next server HTML of the home page shows it renamed', async () => {
    const before = rendered((await api.get('/')).text);
    expect(before.location).toBe('"/"');
    expect(before.featured).toContain('IB Physics HL');
    const { body } = await api.get(`/api/coursesv2/${course._id}`);

    await api
      .put(`/api/coursesv2/${course._id}`)
      .set(author.as)
      .send({ ...body.course, title: 'IB Physics HL and SL' });

    const after = rendered((await api.get('/')).text);
    expect(after.featured).toContain('IB Physics HL and SL');
  });
});
