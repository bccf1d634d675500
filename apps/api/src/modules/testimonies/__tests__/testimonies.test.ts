import { testimonyInputSchema } from '@tutoring/shared';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { itRefusesNonAdminWrites } from '../../../../test/admin-only';
import { createUserWithToken, expectEnvelope, testClient } from '../../../../test/http';
import { TestimonyModel } from '../testimonies.model';
import { demoTestimonies } from '../testimonies.seed';
import { testimonyStore } from '../testimonies.store';

const api = testClient();
let admin: string;
let user: string;

const TESTIMONY_KEYS = ['_id', 'createdAt', 'studentName', 'text', 'updatedAt', 'videoUrl'];
const valid = { studentName: 'Aarav Mehta', text: 'From a 5 to a 7 in IB Physics HL.' };
const UNKNOWN_ID = '64b7f0c2a1b2c3d4e5f60718';

beforeAll(async () => {
  admin = (await createUserWithToken('admin')).authorization;
  user = (await createUserWithToken('user')).authorization;
});

beforeEach(async () => {
  await TestimonyModel.deleteMany({});
});

const create = (body: object) =>
  api.post('/api/testimonies').set('Authorization', admin).send(body);

describe('GET /api/testimonies', () => {
  it('when testimonies exist, then anyone gets them oldest first', async () => {
    await create({ ...valid, studentName: 'First' });
    await create({ ...valid, studentName: 'Second' });

    const res = await api.get('/api/testimonies');

    expect(res.status).toBe(200);
    expect(res.body.testimonies.map((t: { studentName: string }) => t.studentName)).toEqual([
      'First',
      'Second',
    ]);
    expect(Object.keys(res.body.testimonies[0]).sort()).toEqual(TESTIMONY_KEYS);
  });

  it('when there are none, then it answers an empty list', async () => {
    const res = await api.get('/api/testimonies');

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ testimonies: [] });
  });
});

describe('POST /api/testimonies', () => {
  it.each([
    ['text only', { studentName: 'A', text: 'Great tutors.' }],
    ['video only', { studentName: 'B', videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }],
    ['both', { studentName: 'C', text: 'Loved it.', videoUrl: '/videos/c.mp4' }],
  ])('when an admin sends %s, then it answers 201 with the testimony', async (_label, body) => {
    const res = await create(body);

    expect(res.status).toBe(201);
    expect(Object.keys(res.body.testimony).sort()).toEqual(TESTIMONY_KEYS);
    expect(res.body.testimony).toMatchObject({ text: '', videoUrl: '', ...body });
  });

  it('when the student name is missing or blank, then it answers 400 naming it', async () => {
    for (const body of [{ text: 'x' }, { studentName: '   ', text: 'x' }]) {
      const res = await create(body);

      expect(res.status).toBe(400);
      expectEnvelope(res.body, 'VALIDATION_ERROR');
      expect(res.body.details).toContainEqual({
        path: 'studentName',
        message: 'Student name is required.',
      });
    }
    expect(await TestimonyModel.countDocuments()).toBe(0);
  });

  it('when the video is not a web link or a key is unknown, then it answers 400', async () => {
    const badVideo = await create({ ...valid, videoUrl: 'javascript:alert(1)' });
    const unknownKey = await create({ ...valid, rating: 5 });

    expect(badVideo.status).toBe(400);
    expect(badVideo.body.details[0].path).toBe('videoUrl');
    expect(unknownKey.status).toBe(400);
    expect(await TestimonyModel.countDocuments()).toBe(0);
  });
});

describe('PUT and DELETE /api/testimonies/:id', () => {
  it('when an admin replaces a testimony, then omitted fields are cleared', async () => {
    const { body } = await create({ ...valid, videoUrl: 'https://youtu.be/dQw4w9WgXcQ' });

    const res = await api
      .put(`/api/testimonies/${body.testimony._id}`)
      .set('Authorization', admin)
      .send({ studentName: 'Renamed', text: 'New words.' });

    expect(res.status).toBe(200);
    expect(res.body.testimony).toMatchObject({
      _id: body.testimony._id,
      studentName: 'Renamed',
      text: 'New words.',
      videoUrl: '',
    });
  });

  it('when an admin deletes a testimony, then it answers 204 and it is gone', async () => {
    const { body } = await create(valid);

    const res = await api
      .delete(`/api/testimonies/${body.testimony._id}`)
      .set('Authorization', admin);

    expect(res.status).toBe(204);
    expect(await TestimonyModel.countDocuments()).toBe(0);
  });

  it.each([UNKNOWN_ID, 'not-an-id'])(
    'when the id is %s, then PUT and DELETE answer 404',
    async (id) => {
      const put = await api.put(`/api/testimonies/${id}`).set('Authorization', admin).send(valid);
      const del = await api.delete(`/api/testimonies/${id}`).set('Authorization', admin);

      expect(put.status).toBe(404);
      expectEnvelope(put.body, 'NOT_FOUND');
      expect(del.status).toBe(404);
    },
  );
});

describe('admin guard', () => {
  itRefusesNonAdminWrites({
    writes: [
      ['POST', () => api.post('/api/testimonies').send(valid)],
      ['PUT', (id) => api.put(`/api/testimonies/${id}`).send(valid)],
      ['DELETE', (id) => api.delete(`/api/testimonies/${id}`)],
    ],
    arrange: async () => String((await TestimonyModel.create(valid))._id),
    snapshot: () => TestimonyModel.find().sort({ _id: 1 }).lean(),
    userAuthorization: () => user,
  });
});

describe('demoTestimonies', () => {
  it('when read, then it gives four valid testimonies: text, video, both and text', () => {
    const demos = demoTestimonies().map((demo) => testimonyInputSchema.parse(demo));

    expect(demos.map((d) => [d.text !== '', d.videoUrl !== ''])).toEqual([
      [true, false],
      [false, true],
      [true, true],
      [true, false],
    ]);
    expect(demos[1]!.videoUrl).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=/);
    expect(demos[2]!.videoUrl).toMatch(/^https:\/\/youtu\.be\//);
  });

  it('when stored through its store, then the public list shows all four', async () => {
    for (const demo of demoTestimonies()) await testimonyStore.create(demo);

    const res = await api.get('/api/testimonies');

    expect(res.body.testimonies).toHaveLength(4);
  });
});
