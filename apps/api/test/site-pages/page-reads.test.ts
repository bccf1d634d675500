import { INLINE_PAGE_READS_ID } from '@tutoring/shared';
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { TeamMemberModel } from '../../src/modules/team/team.model';
import { siteAuthor, sitePagesClient } from './site-pages-fixture';

const api = sitePagesClient();
let admin: string;
let courseV2: { _id: string; slug: string };
let courseV1: { _id: string; slug: string };
let withDetails: { _id: string; slug: string };
const details = {
  overview: 'Twelve weeks from loops to pandas.',
  learningOutcomes: ['Write a script that reads a CSV'],
  modules: [{ title: 'Loops and lists', duration: 2 }],
};

/** The API answers a path URL hands the app, as a browser's parser reads the block. */
function readsIn(html: string): Record<string, unknown> {
  const { document } = new JSDOM(html).window;
  const block = document.getElementById(INLINE_PAGE_READS_ID);
  expect(block?.getAttribute('type')).toBe('application/json');
  return JSON.parse(block?.textContent ?? '') as Record<string, unknown>;
}

beforeAll(async () => {
  const author = await siteAuthor(api);
  admin = author.admin;
  // Text that would end the block early if it were written as it is.
  const trap = 'Calculus </script><script>alert(1)</script> & <!-- more';
  courseV2 = (await author.postCourseV2({ title: 'IB Maths', description: trap })).body.course;
  courseV1 = (await author.postCourseV1({ title: 'Python Basics', description: trap })).body.course;
  withDetails = (await author.postCourseV1({ title: 'Data Analysis' })).body.course;
  await api
    .post(`/api/courses/${withDetails._id}/details`)
    .set({ Authorization: admin })
    .send(details);
  await api
    .put('/api/content/pages/terms')
    .set({ Authorization: admin })
    .send({ title: 'Terms', body: 'Be kind. </script>' });
});

describe('a path URL hands the app the API answers it was built from', () => {
  it('when each page is fetched, then its block parses and equals what the API answers for each read', async () => {
    const pages = {
      // Every section of the home page comes with it: none waits for a scroll to ask.
      '/': ['/content/home', '/content/about-us', '/coursesv2', '/testimonies', '/team'],
      // With the home page's words the v2 pages show (why choose us, the package's perks).
      '/coursesv2': ['/coursesv2', '/content/home'],
      // Its open classes too, with their seats: none is asked for once the page is there.
      [`/coursesv2/${courseV2.slug}`]: [
        `/coursesv2/${courseV2.slug}`,
        `/batches?course=${courseV2._id}`,
        '/content/home',
      ],
      '/courses': ['/courses'],
      // A course without details says so: its block holds none (null) for them.
      [`/courses/${courseV1.slug}`]: [
        `/courses/${courseV1.slug}`,
        `/courses/${courseV1._id}/details`,
      ],
      // Its details too: the app shows them at once rather than moving the page when they come.
      [`/courses/${withDetails.slug}`]: [
        `/courses/${withDetails.slug}`,
        `/courses/${withDetails._id}/details`,
      ],
      '/resources': ['/resources'],
      '/terms': ['/content/pages/terms'],
      // The booking above the form offers the published courses.
      '/contact': ['/coursesv2'],
    };
    for (const [page, paths] of Object.entries(pages)) {
      const res = await api.get(page);
      expect(res.status, page).toBe(200);

      const reads = readsIn(res.text);

      expect(Object.keys(reads).sort(), page).toEqual([...paths].sort());
      for (const path of paths) {
        const answer = await api.get(`/api${path}`);
        const none = path === `/courses/${courseV1._id}/details`;
        expect(answer.status, path).toBe(none ? 404 : 200);
        expect(reads[path], `${page} ${path}`).toEqual(none ? null : answer.body);
      }
    }
  });

  it('when a read holds "</script>", then the block is not ended by it and nothing else runs', async () => {
    const res = await api.get(`/coursesv2/${courseV2.slug}`);

    expect(res.text).not.toContain('</script><script>alert(1)');
    const { document } = new JSDOM(res.text).window;
    const reads = readsIn(res.text) as Record<string, { course: { description: string } }>;
    expect(reads[`/coursesv2/${courseV2.slug}`]?.course.description).toBe(
      'Calculus </script><script>alert(1)</script> & <!-- more',
    );
    const scripts = [...document.querySelectorAll('script')].map((s) => s.textContent ?? '');
    expect(scripts.some((text) => text.startsWith('alert('))).toBe(false);
  });

  it('when a batch of a course opens, then its page shows it with its seats and carries it at once', async () => {
    const path = `/coursesv2/${courseV2.slug}`;
    await api.get(path).expect(200);
    const tutor = await TeamMemberModel.create({ name: 'Ada Tutor', role: 'Maths' });

    const created = await api
      .post('/api/batches')
      .set({ Authorization: admin })
      .send({
        course: courseV2._id,
        tutor: String(tutor._id),
        title: 'Saturday mornings',
        weekdays: [6],
        startTime: '10:00',
        durationMinutes: 90,
        startDate: '2030-01-05',
        endDate: '2030-03-30',
        seats: 4,
        place: { kind: 'in-person', address: '3 Quay Street' },
      })
      .expect(201);

    const html = (await api.get(path)).text;
    const main = new JSDOM(html).window.document.querySelector('main')?.textContent;
    expect(main).toContain('Saturday mornings');
    expect(main).toContain('4 seats left');
    const reads = readsIn(html) as Record<string, { batches: { _id: string }[] }>;
    expect(reads[`/batches?course=${courseV2._id}`]?.batches.map((batch) => batch._id)).toEqual([
      created.body.batch._id,
    ]);

    await api
      .post(`/api/batches/${created.body.batch._id}/enrolments`)
      .send({ studentName: 'Meera', guardianName: 'Asha Rao', email: 'asha@example.com' })
      .expect(201);
    const afterEnrolment = new JSDOM((await api.get(path)).text).window.document;
    expect(afterEnrolment.querySelector('main')?.textContent).toContain('3 seats left');
  });

  it("when a course's details are edited, then its page carries them, its main text and its block at once", async () => {
    const path = `/courses/${withDetails.slug}`;
    expect(new JSDOM((await api.get(path)).text).window.document.body.textContent).toContain(
      'Write a script that reads a CSV',
    );

    await api
      .put(`/api/courses/${withDetails._id}/details`)
      .set({ Authorization: admin })
      .send({ ...details, learningOutcomes: ['Plot a chart with matplotlib'] });

    const html = (await api.get(path)).text;
    const main = new JSDOM(html).window.document.querySelector('main')?.textContent;
    expect(main).toContain('Plot a chart with matplotlib');
    expect(main).toContain('Loops and lists');
    const reads = readsIn(html) as Record<string, { courseDetail: { learningOutcomes: string[] } }>;
    expect(reads[`/courses/${withDetails._id}/details`]?.courseDetail.learningOutcomes).toEqual([
      'Plot a chart with matplotlib',
    ]);
  });
});
