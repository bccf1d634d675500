import mongoose from 'mongoose';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/lib/logger';
import { seedDemoContent } from '../../src/modules/seed/seed-demo';
import { seedSiteSettings } from '../../src/modules/site-settings/site-settings.seed';
import { createUserWithToken, testClient } from '../http';

const api = testClient();
let admin: string;

/** Every stored document of one collection, exactly as the database holds it. */
async function storedDocuments(collection: string): Promise<string> {
  const db = mongoose.connection.db!;
  return JSON.stringify(await db.collection(collection).find().sort({ _id: 1 }).toArray());
}

async function firstOf(path: string, listKey: string): Promise<Record<string, unknown>> {
  const res = await api.get(`/api${path}`).set('Authorization', admin);
  return res.body[listKey][0];
}

beforeAll(async () => {
  admin = (await createUserWithToken('admin')).authorization;
  await seedSiteSettings({}, true, createLogger('silent'));
  await seedDemoContent(createLogger('silent'));
  await api.post('/api/contact').send({ name: 'Parent', course: 'IB Physics', email: 'p@x.io' });
});

describe('what GET returns, PUT takes back', () => {
  it.each([
    ['/courses', 'courses', 'course', 'courses'],
    ['/coursesv2', 'courses', 'course', 'coursev2s'],
    ['/resources', 'resources', 'resource', 'resources'],
    ['/team', 'members', 'member', 'teammembers'],
    ['/testimonies', 'testimonies', 'testimony', 'testimonies'],
  ])(
    'when an item of %s is read and sent back unchanged, then it answers 200 and nothing changes',
    async (path, listKey, itemKey, collection) => {
      const item = await firstOf(path, listKey);
      const before = await storedDocuments(collection);

      const res = await api.put(`/api${path}/${item._id}`).set('Authorization', admin).send(item);

      expect(res.status).toBe(200);
      expect(res.body[itemKey]).toEqual({ ...item, updatedAt: res.body[itemKey].updatedAt });
      const after = await storedDocuments(collection);
      // Only the write's own time moves on.
      const withoutTimes = (text: string) => text.replace(/"updatedAt":"[^"]*"/g, '');
      expect(withoutTimes(after)).toBe(withoutTimes(before));
    },
  );

  it('when course details are read and sent back unchanged, then PUT answers 200 with the same details', async () => {
    const course = await firstOf('/courses', 'courses');
    const { courseDetail } = (await api.get(`/api/courses/${course._id}/details`)).body;

    const res = await api
      .put(`/api/courses/${course._id}/details`)
      .set('Authorization', admin)
      .send(courseDetail);

    expect(res.status).toBe(200);
    expect(res.body.courseDetail).toEqual({
      ...courseDetail,
      updatedAt: res.body.courseDetail.updatedAt,
    });
  });

  it('when details are POSTed with their own courseId, as the admin client of the spec sends them, then it answers 201', async () => {
    const course = (
      await api
        .post('/api/courses')
        .set('Authorization', admin)
        .send({
          title: 'Round trip',
          category: 'Other',
          price: 10,
          duration: 2,
          instructor: ((await firstOf('/team', 'members')) as { _id: string })._id,
        })
    ).body.course;

    const res = await api
      .post(`/api/courses/${course._id}/details`)
      .set('Authorization', admin)
      .send({ courseId: course._id, overview: 'Sent with its course.', totalDuration: 0 });

    expect(res.status).toBe(201);
    expect(res.body.courseDetail).toMatchObject({
      courseId: course._id,
      overview: 'Sent with its course.',
    });
  });

  it('when details name another course, then it answers 400 naming courseId', async () => {
    const [first, second] = (await api.get('/api/courses')).body.courses;
    const { courseDetail } = (await api.get(`/api/courses/${first._id}/details`)).body;

    const res = await api
      .put(`/api/courses/${first._id}/details`)
      .set('Authorization', admin)
      .send({ ...courseDetail, courseId: second._id });

    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([{ path: 'courseId', message: expect.any(String) }]);
  });

  it('when About Us is read and sent back unchanged, then it answers 200 with the same content', async () => {
    const { about } = (await api.get('/api/content/about-us')).body;

    const res = await api.put('/api/content/about-us').set('Authorization', admin).send(about);

    expect(res.status).toBe(200);
    expect(res.body.about).toEqual(about);
  });

  it('when the site settings are read and sent back unchanged, then they stay as they were', async () => {
    const { site } = (await api.get('/api/settings/site')).body;

    const res = await api.put('/api/settings/site').set('Authorization', admin).send(site);

    expect(res.status).toBe(200);
    expect(res.body.site).toEqual(site);
  });

  it('when a lead is read and sent back with a new status, then only the status changes', async () => {
    const [message] = (await api.get('/api/contact').set('Authorization', admin)).body.messages;

    const res = await api
      .patch(`/api/contact/${message._id}`)
      .set('Authorization', admin)
      .send({ ...message, status: 'contacted' });

    expect(res.status).toBe(200);
    expect(res.body.contactMessage).toEqual({ ...message, status: 'contacted' });
  });

  it("when a lead is sent back with the visitor's words changed, then it answers 400 naming the field", async () => {
    const [message] = (await api.get('/api/contact').set('Authorization', admin)).body.messages;

    const res = await api
      .patch(`/api/contact/${message._id}`)
      .set('Authorization', admin)
      .send({ ...message, name: 'Someone else' });

    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([{ path: 'name', message: expect.any(String) }]);
  });

  it('when an unknown field rides along, then it is still refused', async () => {
    const item = await firstOf('/resources', 'resources');

    const res = await api
      .put(`/api/resources/${item._id}`)
      .set('Authorization', admin)
      .send({ ...item, downloads: 3 });

    expect(res.status).toBe(400);
  });
});
