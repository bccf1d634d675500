import { beforeAll, describe, expect, it } from 'vitest';
import { metaOf, siteAuthor, sitePagesClient } from './site-pages-fixture';

const api = sitePagesClient();
let author: Awaited<ReturnType<typeof siteAuthor>>;

/** The three descriptions a page gives: search results, Open Graph and Twitter previews. */
async function descriptionsOf(path: string) {
  const res = await api.get(path);
  expect(res.status, path).toBe(200);
  const { meta } = metaOf(res.text);
  return ['description', 'og:description', 'twitter:description'].map(meta);
}

const admins = () => author.as;

beforeAll(async () => {
  author = await siteAuthor(api);
});

describe('descriptions staff set for search results', () => {
  it('when a page has a description set in the site settings, then its head uses it, and a blank one falls back to the content', async () => {
    const { body } = await api.get('/api/settings/site').set(admins());
    const mine = 'One-to-one IB coaching in Falmouth: book a free demo class today.';

    const saved = await api
      .put('/api/settings/site')
      .set(admins())
      .send({
        ...body.site,
        name: 'Harbour Lights Academy',
        pageDescriptions: { resources: mine, privacy: 'How we keep your data.' },
      });

    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.site.pageDescriptions).toMatchObject({ resources: mine, home: '' });
    expect(await descriptionsOf('/resources')).toEqual([mine, mine, mine]);
    expect((await descriptionsOf('/privacy'))[0]).toBe('How we keep your data.');
    // A page with none set: the words the app's screen gives itself.
    expect((await descriptionsOf('/contact'))[0]).toContain('Book a free demo class');
  });

  it('when a course has a search description, then its page uses it instead of its description', async () => {
    const v2 = (
      await author.postCourseV2({
        title: 'IB Chemistry',
        metaDescription: 'IB Chemistry HL and SL, one to one.',
      })
    ).body.course;
    const v1 = (
      await author.postCourseV1({
        title: 'Python Basics',
        metaDescription: 'Learn Python from zero.',
      })
    ).body.course;
    const plain = (
      await author.postCourseV2({
        title: 'IB Biology',
        description: 'Cells, genetics and ecology.',
      })
    ).body.course;

    expect(v2.metaDescription).toBe('IB Chemistry HL and SL, one to one.');
    expect((await descriptionsOf(`/coursesv2/${v2.slug}`))[0]).toBe(
      'IB Chemistry HL and SL, one to one.',
    );
    expect((await descriptionsOf(`/courses/${v1.slug}`))[2]).toBe('Learn Python from zero.');
    expect((await descriptionsOf(`/coursesv2/${plain.slug}`))[0]).toBe(
      'Cells, genetics and ecology.',
    );
  });

  it('when a description is too long, then 400 with the error envelope and nothing changes', async () => {
    const before = (await api.get('/api/settings/site').set(admins())).body.site;

    const res = await api
      .put('/api/settings/site')
      .set(admins())
      .send({ ...before, pageDescriptions: { home: 'x'.repeat(301) } });
    const course = await author.postCourseV2({
      title: 'Too Long',
      metaDescription: 'y'.repeat(301),
    });

    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(JSON.stringify(res.body.details)).toContain('Search description must be at most 300');
    expect(course.status).toBe(400);
    expect((await api.get('/api/settings/site').set(admins())).body.site).toEqual(before);
    expect(
      (await api.get('/api/coursesv2')).body.courses.map((c: { title: string }) => c.title),
    ).not.toContain('Too Long');
  });
});
