import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_V2_DURATION } from '@tutoring/shared';
import { itRefusesNonAdminWrites } from '../../../../test/admin-only';
import { expectEnvelope, testClient } from '../../../../test/http';
import {
  courseTestActors,
  MALFORMED_ID,
  UNKNOWN_ID,
} from '../../courses-v1/__tests__/course-fixtures';
import { CourseV2Model } from '../courses-v2.model';
import { courseV2Store } from '../courses-v2.store';
import { courseV2Body } from './course-v2-fixtures';

const api = testClient();
let admin: string, user: string, instructor: string;

beforeAll(async () => ({ admin, user, instructor } = await courseTestActors()));

describe('POST /api/coursesv2', () => {
  it('when an admin sends a valid course, then it answers 201 with the stored course', async () => {
    const res = await api
      .post('/api/coursesv2')
      .set('Authorization', admin)
      .send(courseV2Body(instructor));

    expect(res.status).toBe(201);
    expect(res.body.course).toMatchObject({
      title: 'JEE Main & Advanced Physics',
      status: 'published',
    });
    expect(await CourseV2Model.exists({ _id: res.body.course._id })).not.toBeNull();
  });

  it.each([
    'https://youtu.be/dQw4w9WgXcQ',
    'https://vimeo.com/76979871',
    'https://drive.google.com/file/d/1AbCdEfGhIjKlMnOpQrStUv/view',
    '/api/files/65a1b2c3d4e5f60718293a4b',
  ])('when the preview video is %s, then it is stored and read back as sent', async (videoUrl) => {
    const res = await api
      .post('/api/coursesv2')
      .set('Authorization', admin)
      .send({ ...courseV2Body(instructor), videoUrl });

    expect(res.status).toBe(201);
    const read = await api.get(`/api/coursesv2/${res.body.course._id}`);
    expect(read.body.course.videoUrl).toBe(videoUrl);
  });

  it('when only title, description and instructor are sent, then the defaults are filled in', async () => {
    const body = {
      title: 'IB Physics HL',
      description: 'Physics for IB.',
      instructor: { _id: instructor },
    };

    const res = await api.post('/api/coursesv2').set('Authorization', admin).send(body);

    expect(res.status).toBe(201);
    expect(res.body.course).toMatchObject({
      status: 'draft',
      mode: 'One-on-One',
      duration: DEFAULT_V2_DURATION,
      examType: 'IB',
      price: { hourly: null, package: null },
      subjects: [],
      image: '',
    });
  });

  it('when list rows are blank or whitespace, then they are removed', async () => {
    const body = courseV2Body(instructor, {
      subjects: ['Mechanics', '', '   '],
      features: [' '],
      syllabusSummary: ['', 'Optics '],
      highlights: ['\t'],
    });

    const res = await api.post('/api/coursesv2').set('Authorization', admin).send(body);

    expect(res.status).toBe(201);
    expect(res.body.course).toMatchObject({
      subjects: ['Mechanics'],
      features: [],
      syllabusSummary: ['Optics'],
      highlights: [],
    });
  });
});

describe('PUT /api/coursesv2/:id', () => {
  it('when an admin replaces a course, then omitted fields return to their defaults', async () => {
    const { _id } = await courseV2Store.create(courseV2Body(instructor));

    const res = await api
      .put(`/api/coursesv2/${_id}`)
      .set('Authorization', admin)
      .send({ title: 'Renamed', description: 'New.', instructor, price: { package: 900 } });

    expect(res.status).toBe(200);
    expect(res.body.course).toMatchObject({
      _id,
      title: 'Renamed',
      status: 'draft',
      subjects: [],
      price: { hourly: null, package: 900 },
    });
  });

  it.each([UNKNOWN_ID, MALFORMED_ID])('when the id is %s, then it answers 404', async (id) => {
    const res = await api
      .put(`/api/coursesv2/${id}`)
      .set('Authorization', admin)
      .send(courseV2Body(instructor));

    expect(res.status).toBe(404);
    expectEnvelope(res.body, 'NOT_FOUND');
  });
});

describe('DELETE /api/coursesv2/:id', () => {
  it('when an admin deletes a course, then it answers 204 and it is gone', async () => {
    const { _id } = await courseV2Store.create(courseV2Body(instructor));

    const res = await api.delete(`/api/coursesv2/${_id}`).set('Authorization', admin);

    expect(res.status).toBe(204);
    expect(await CourseV2Model.exists({ _id })).toBeNull();
  });

  it.each([UNKNOWN_ID, MALFORMED_ID])('when the id is %s, then it answers 404', async (id) => {
    const res = await api.delete(`/api/coursesv2/${id}`).set('Authorization', admin);

    expect(res.status).toBe(404);
    expectEnvelope(res.body, 'NOT_FOUND');
  });
});

describe('v2 writes without admin rights', () => {
  itRefusesNonAdminWrites({
    writes: [
      ['POST', () => api.post('/api/coursesv2').send(courseV2Body(instructor))],
      ['PUT', (id) => api.put(`/api/coursesv2/${id}`).send(courseV2Body(instructor))],
      ['DELETE', (id) => api.delete(`/api/coursesv2/${id}`)],
    ],
    arrange: async () =>
      (await courseV2Store.create(courseV2Body(instructor, { title: 'Keep' })))._id,
    snapshot: () => CourseV2Model.find().sort({ _id: 1 }).lean(),
    userAuthorization: () => user,
  });
});
