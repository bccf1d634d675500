import { COURSE_V1_CATEGORIES, RESOURCE_CATEGORIES } from '@tutoring/shared';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUserWithToken, expectEnvelope, testClient } from '../../../../test/http';
import { courseV1Body, insertInstructor } from '../../courses-v1/__tests__/course-fixtures';
import { CourseModel } from '../../courses-v1/courses-v1.model';
import { ResourceModel } from '../../resources/resources.model';
import { SiteSettingsModel } from '../site-settings.model';

const api = testClient();
const cached = testClient({ responseCache: true });
let admin: string;
let instructor: string;

const institute = { name: 'Saraswati Classes' };
const saveSettings = (body: Record<string, unknown>) =>
  api
    .put('/api/settings/site')
    .set('Authorization', admin)
    .send({ ...institute, ...body });
const readSettings = async () => (await api.get('/api/settings/site')).body.site;
const addResource = (title: string, category: string) =>
  api.post('/api/resources').set('Authorization', admin).send({
    title,
    fileUrl: '/resources/notes.pdf',
    fileType: 'PDF',
    category,
    type: 'document',
  });
const addCourse = (title: string, category: string) =>
  api
    .post('/api/courses')
    .set('Authorization', admin)
    .send(courseV1Body(instructor, { title, category }));

beforeAll(async () => {
  admin = (await createUserWithToken('admin')).authorization;
  instructor = await insertInstructor();
});

beforeEach(async () => {
  await Promise.all([
    SiteSettingsModel.deleteMany({}),
    ResourceModel.deleteMany({}),
    CourseModel.deleteMany({}),
  ]);
});

describe('category lists in the site settings', () => {
  it('when nothing chose them, then a fresh site has the spec’s lists', async () => {
    expect(await readSettings()).toMatchObject({
      courseCategories: [...COURSE_V1_CATEGORIES],
      resourceCategories: [...RESOURCE_CATEGORIES],
    });
  });

  it('when the institute keeps its own lists, then items take only those categories (400 otherwise, nothing stored)', async () => {
    await saveSettings({
      courseCategories: ['JEE Main', 'NEET Biology'],
      resourceCategories: ['Past Papers', 'Formula Sheets'],
    });

    expect((await addResource('JEE 2023 Paper 1', 'Past Papers')).status).toBe(201);
    expect((await addCourse('NEET Zoology', 'NEET Biology')).status).toBe(201);
    const refusedResource = await addResource('Old notes', 'Web Development');
    const refusedCourse = await addCourse('React', 'Web Development');

    for (const res of [refusedResource, refusedCourse]) {
      expectEnvelope(res.body, 'VALIDATION_ERROR');
      expect(res.status).toBe(400);
      expect(res.body.details[0].path).toBe('category');
    }
    expect(refusedResource.body.details[0].message).toContain('Past Papers, Formula Sheets');
    expect(await ResourceModel.countDocuments()).toBe(1);
    expect(await CourseModel.countDocuments()).toBe(1);
  });

  it('when a category is renamed in place, then its resources and courses move with it, in cached lists too', async () => {
    await addResource('Colour theory', 'Design');
    await addResource('SQL basics', 'Data Science');
    await addCourse('Figma 101', 'Design');
    expect((await cached.get('/api/resources')).body.resources).toHaveLength(2);
    expect((await cached.get('/api/courses')).body.courses[0].category).toBe('Design');

    const resourceCategories = RESOURCE_CATEGORIES.map((c) => (c === 'Design' ? 'Olympiad' : c));
    const courseCategories = COURSE_V1_CATEGORIES.map((c) => (c === 'Design' ? 'Art' : c));
    // Through the caching app itself: its kept answers are the ones that must move on.
    const res = await cached
      .put('/api/settings/site')
      .set('Authorization', admin)
      .send({ ...institute, resourceCategories, courseCategories });

    expect(res.status).toBe(200);
    const resources = (await cached.get('/api/resources')).body.resources;
    const categoryOf = (title: string) =>
      resources.find((r: { title: string }) => r.title === title).category;
    expect(categoryOf('Colour theory')).toBe('Olympiad');
    expect(categoryOf('SQL basics')).toBe('Data Science');
    const [course] = (await cached.get('/api/courses')).body.courses;
    expect(course.category).toBe('Art');
  });

  it('when a category in use is removed, then 409 names the items and nothing changes', async () => {
    await addResource('Colour theory', 'Design');
    await addResource('Brand basics', 'Design');
    const before = await readSettings();

    const res = await saveSettings({
      resourceCategories: RESOURCE_CATEGORIES.filter((c) => c !== 'Design'),
    });

    expect(res.status).toBe(409);
    expectEnvelope(res.body, 'CONFLICT');
    expect(res.body.message).toContain("'Design' is used by: Brand basics, Colour theory.");
    expect(res.body.details).toEqual([
      {
        path: 'resourceCategories',
        message: expect.stringContaining('Brand basics, Colour theory'),
      },
    ]);
    expect(await readSettings()).toEqual(before);
    expect(await ResourceModel.countDocuments({ category: 'Design' })).toBe(2);
  });

  it('when a category nobody uses is removed, then it is gone', async () => {
    await addResource('Colour theory', 'Design');

    const res = await saveSettings({ resourceCategories: ['Design', 'General'] });

    expect(res.status).toBe(200);
    expect((await readSettings()).resourceCategories).toEqual(['Design', 'General']);
  });

  it.each([
    ['an empty list', { courseCategories: [] }, 'courseCategories'],
    ['a name twice (case aside)', { resourceCategories: ['Forms', 'forms'] }, 'resourceCategories'],
    ['a blank name', { resourceCategories: ['Forms', '  '] }, 'resourceCategories.1'],
    ['a list that is a text', { courseCategories: 'JEE' }, 'courseCategories'],
  ])(
    'when the body has %s, then 400 names the field and nothing changes',
    async (_, change, path) => {
      const res = await saveSettings(change);

      expect(res.status).toBe(400);
      expect(res.body.details.map((detail: { path: string }) => detail.path)).toContain(path);
      expect(await SiteSettingsModel.countDocuments()).toBe(0);
    },
  );
});
