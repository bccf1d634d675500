import { beforeAll, describe, expect, it } from 'vitest';
import { expectEnvelope, testClient } from '../../../../test/http';
import { courseTestActors } from '../../courses-v1/__tests__/course-fixtures';
import { CourseV2Model } from '../courses-v2.model';
import { courseV2Body } from './course-v2-fixtures';

const api = testClient();
let admin: string, instructor: string;

beforeAll(async () => ({ admin, instructor } = await courseTestActors()));

const create = (overrides: Record<string, unknown>) =>
  api.post('/api/coursesv2').set('Authorization', admin).send(courseV2Body(instructor, overrides));

describe('course slugs (v2)', () => {
  it('when a course is added without a slug, then one is made from its title, numbered when taken', async () => {
    const first = await create({ title: 'IB Maths — HL (2025)' });
    const second = await create({ title: 'IB Maths: HL 2025' });

    expect(first.body.course.slug).toBe('ib-maths-hl-2025');
    expect(second.body.course.slug).toBe('ib-maths-hl-2025-2');
  });

  it('when the course is read by its slug, then it is the same course as by its id', async () => {
    const { course } = (await create({ title: 'AP Chemistry Sprint' })).body;

    const bySlug = await api.get(`/api/coursesv2/${course.slug}`);

    expect(bySlug.status).toBe(200);
    expect(bySlug.body.course._id).toBe(course._id);
  });

  it('when staff rename the slug, then the old one is kept as a former slug and the title change alone keeps it', async () => {
    const { course } = (await create({ title: 'SAT Reading' })).body;
    const put = (body: Record<string, unknown>) =>
      api.put(`/api/coursesv2/${course._id}`).set('Authorization', admin).send(body);

    const renamed = await put({ ...course, slug: 'sat-evidence-based-reading' });
    const retitled = await put({
      ...renamed.body.course,
      title: 'SAT Reading and Writing',
      slug: '',
    });

    expect(renamed.status).toBe(200);
    expect(renamed.body.course).toMatchObject({
      slug: 'sat-evidence-based-reading',
      formerSlugs: ['sat-reading'],
    });
    expect(retitled.body.course.slug).toBe('sat-evidence-based-reading');
  });

  it.each([
    ['another course has it', 'taken-slug', 'Another course already has this slug.'],
    [
      'it has spaces',
      'not a slug',
      'Slug may hold only letters, digits and single hyphens between them.',
    ],
    ['it looks like an id', '65a1b2c3d4e5f60718293a4b', 'Slug must not look like a course id.'],
  ])(
    'when the slug is refused because %s, then 400 names it and nothing is stored',
    async (_why, slug, message) => {
      await create({ title: 'Holder', slug: 'taken-slug' });
      const before = await CourseV2Model.countDocuments();

      const res = await create({ title: 'Newcomer', slug });

      expect(res.status).toBe(400);
      expectEnvelope(res.body, 'VALIDATION_ERROR');
      expect(res.body.details).toContainEqual({ path: 'slug', message });
      expect(await CourseV2Model.countDocuments()).toBe(before);
    },
  );

  it('when a draft is read by its slug anonymously, then it is 404 like by its id', async () => {
    const { course } = (await create({ title: 'Hidden Draft', status: 'draft' })).body;

    expect((await api.get(`/api/coursesv2/${course.slug}`)).status).toBe(404);
  });
});

describe('course slugs (v1)', () => {
  it('when a v1 course is added, then it gets a slug from its title and is read by it', async () => {
    const res = await api
      .post('/api/courses')
      .set('Authorization', admin)
      .send({ title: 'IGCSE Biology', category: 'Design', price: 100, duration: 20, instructor });

    expect(res.status).toBe(201);
    expect(res.body.course.slug).toBe('igcse-biology');
    expect((await api.get('/api/courses/igcse-biology')).body.course._id).toBe(res.body.course._id);
  });
});
