import mongoose from 'mongoose';
import { beforeAll, describe, expect, it } from 'vitest';
import { itRefusesNonAdminWrites } from '../../../../test/admin-only';
import { expectEnvelope, testClient } from '../../../../test/http';
import { createCourseDetail } from '../../course-details/course-details.store';
import { CourseDetailModel } from '../../course-details/course-details.model';
import { CourseModel } from '../courses-v1.model';
import { courseV1Store } from '../courses-v1.store';
import { courseV1Body, courseTestActors, MALFORMED_ID, UNKNOWN_ID } from './course-fixtures';

const api = testClient();
let admin: string, user: string, instructor: string;

beforeAll(async () => ({ admin, user, instructor } = await courseTestActors()));

describe('POST /api/courses', () => {
  it('when an admin sends a valid course, then it answers 201 with the stored course', async () => {
    const res = await api
      .post('/api/courses')
      .set('Authorization', admin)
      .send(courseV1Body(instructor));

    expect(res.status).toBe(201);
    expect(res.body.course).toMatchObject({ title: 'Python for Data Science', price: 249.99 });
    expect(res.body.course.instructor).toEqual({ _id: instructor, name: 'Dr Rao' });
    expect(await CourseModel.exists({ _id: res.body.course._id })).not.toBeNull();
  });

  it('when the instructor is sent as a bare id, then it is accepted too', async () => {
    const body = courseV1Body(instructor, { instructor });

    const res = await api.post('/api/courses').set('Authorization', admin).send(body);

    expect(res.status).toBe(201);
    expect(res.body.course.instructor._id).toBe(instructor);
  });
});

describe('PUT /api/courses/:id', () => {
  it('when an admin replaces a course, then omitted optional fields return to their defaults', async () => {
    const { _id } = await courseV1Store.create(courseV1Body(instructor));
    const { tagline: _t, curriculum: _c, ...rest } = courseV1Body(instructor, { title: 'Renamed' });

    const res = await api.put(`/api/courses/${_id}`).set('Authorization', admin).send(rest);

    expect(res.status).toBe(200);
    expect(res.body.course).toMatchObject({ _id, title: 'Renamed', tagline: '', curriculum: [] });
  });

  it.each([
    ['an unknown id', UNKNOWN_ID],
    ['a malformed id', MALFORMED_ID],
  ])('when the id is %s, then it answers 404', async (_label, id) => {
    const res = await api
      .put(`/api/courses/${id}`)
      .set('Authorization', admin)
      .send(courseV1Body(instructor));

    expect(res.status).toBe(404);
    expectEnvelope(res.body, 'NOT_FOUND');
  });
});

describe('DELETE /api/courses/:id', () => {
  it('when an admin deletes a course, then it answers 204 and its details are gone too', async () => {
    const { _id } = await courseV1Store.create(courseV1Body(instructor));
    await createCourseDetail(_id, { modules: [{ title: 'Intro', duration: 1.5 }] });

    const res = await api.delete(`/api/courses/${_id}`).set('Authorization', admin);

    expect(res.status).toBe(204);
    expect(await CourseModel.exists({ _id })).toBeNull();
    expect(await CourseDetailModel.countDocuments({ courseId: _id })).toBe(0);
  });

  it('when details were left behind by an earlier failure, then deleting the course sweeps them', async () => {
    const { _id } = await courseV1Store.create(courseV1Body(instructor));
    await mongoose.connection
      .collection('coursedetails')
      .insertMany([{ courseId: new mongoose.Types.ObjectId(_id), modules: [] }]);

    await api.delete(`/api/courses/${_id}`).set('Authorization', admin);

    expect(await CourseDetailModel.countDocuments({ courseId: _id })).toBe(0);
  });

  it.each([
    ['an unknown id', UNKNOWN_ID],
    ['a malformed id', MALFORMED_ID],
  ])('when the id is %s, then it answers 404', async (_label, id) => {
    const res = await api.delete(`/api/courses/${id}`).set('Authorization', admin);

    expect(res.status).toBe(404);
    expectEnvelope(res.body, 'NOT_FOUND');
  });
});

describe('writes without admin rights', () => {
  itRefusesNonAdminWrites({
    writes: [
      ['POST', () => api.post('/api/courses').send(courseV1Body(instructor))],
      ['PUT', (id) => api.put(`/api/courses/${id}`).send(courseV1Body(instructor))],
      ['DELETE', (id) => api.delete(`/api/courses/${id}`)],
    ],
    arrange: async () =>
      (await courseV1Store.create(courseV1Body(instructor, { title: 'Keep' })))._id,
    snapshot: () => CourseModel.find().sort({ _id: 1 }).lean(),
    userAuthorization: () => user,
  });
});
