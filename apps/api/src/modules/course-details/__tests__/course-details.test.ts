import { beforeAll, describe, expect, it } from 'vitest';
import { expectEnvelope, testClient } from '../../../../test/http';
import { courseV1Store } from '../../courses-v1/courses-v1.store';
import {
  courseV1Body,
  courseTestActors,
  MALFORMED_ID,
  UNKNOWN_ID,
} from '../../courses-v1/__tests__/course-fixtures';
import { CourseDetailModel } from '../course-details.model';
import { createCourseDetail } from '../course-details.store';

const api = testClient();
let admin: string, instructor: string;

const detailBody = {
  overview: 'Hands-on Python.',
  prerequisites: ['Algebra'],
  learningOutcomes: ['Write scripts', 'Clean data', 'Plot', 'Model'],
  technologies: ['Python'],
  skillLevel: 'Intermediate',
  certification: true,
  modules: [
    { title: 'Foundations', description: 'Basics', duration: 6, topics: ['Loops'] },
    { title: 'pandas', duration: 7.5, learningObjectives: ['Filter'], assignments: ['Set 1'] },
    { title: 'Plots', duration: 0.5, resources: ['Notes'] },
  ],
};

beforeAll(async () => ({ admin, instructor } = await courseTestActors()));

async function newCourseId(): Promise<string> {
  return (await courseV1Store.create(courseV1Body(instructor)))._id;
}

const detailsOf = (courseId: string) => `/api/courses/${courseId}/details`;

describe('GET /api/courses/:id/details', () => {
  it('when the course has details, then it answers 200 with them', async () => {
    const courseId = await newCourseId();
    await createCourseDetail(courseId, detailBody);

    const res = await api.get(detailsOf(courseId));

    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['courseDetail']);
    expect(res.body.courseDetail).toMatchObject({ ...detailBody, courseId, totalDuration: 14 });
    expect(res.body.courseDetail).toHaveProperty('_id');
    expect(res.body.courseDetail).toHaveProperty('createdAt');
    expect(res.body.courseDetail).toHaveProperty('updatedAt');
  });

  it.each([
    ['the course has no details', async () => newCourseId()],
    ['the course is unknown', async () => UNKNOWN_ID],
    ['the course id is malformed', async () => MALFORMED_ID],
  ])('when %s, then it answers 404', async (_label, courseIdFor) => {
    const res = await api.get(detailsOf(await courseIdFor()));

    expect(res.status).toBe(404);
    expectEnvelope(res.body, 'NOT_FOUND');
  });
});

describe('POST /api/courses/:id/details', () => {
  it('when an admin creates details, then it answers 201 and totalDuration is the module sum', async () => {
    const courseId = await newCourseId();

    const res = await api.post(detailsOf(courseId)).set('Authorization', admin).send(detailBody);

    expect(res.status).toBe(201);
    expect(res.body.courseDetail).toMatchObject({ courseId, totalDuration: 14 });
  });

  it('when only required parts are sent, then the defaults are filled in', async () => {
    const courseId = await newCourseId();

    const res = await api.post(detailsOf(courseId)).set('Authorization', admin).send({});

    expect(res.status).toBe(201);
    expect(res.body.courseDetail).toMatchObject({
      overview: '',
      skillLevel: 'Beginner',
      certification: false,
      modules: [],
      totalDuration: 0,
    });
  });

  it('when the course already has details, then it answers 409 and keeps one', async () => {
    const courseId = await newCourseId();
    await createCourseDetail(courseId, detailBody);

    const res = await api.post(detailsOf(courseId)).set('Authorization', admin).send(detailBody);

    expect(res.status).toBe(409);
    expectEnvelope(res.body, 'CONFLICT');
    expect(await CourseDetailModel.countDocuments({ courseId })).toBe(1);
  });

  it('when two admins create details at once, then one gets 201 and the other 409', async () => {
    const courseId = await newCourseId();
    const create = () => api.post(detailsOf(courseId)).set('Authorization', admin).send(detailBody);

    const statuses = (await Promise.all([create(), create()])).map((res) => res.status);

    expect(statuses.sort()).toEqual([201, 409]);
    expect(await CourseDetailModel.countDocuments({ courseId })).toBe(1);
  });

  it.each([
    ['unknown', UNKNOWN_ID],
    ['malformed', MALFORMED_ID],
  ])('when the course id is %s, then it answers 404 and stores nothing', async (_l, id) => {
    const before = await CourseDetailModel.countDocuments();

    const res = await api.post(detailsOf(id)).set('Authorization', admin).send(detailBody);

    expect(res.status).toBe(404);
    expect(await CourseDetailModel.countDocuments()).toBe(before);
  });
});

describe('PUT /api/courses/:id/details', () => {
  it('when an admin replaces details, then it answers 200 and totalDuration is recomputed', async () => {
    const courseId = await newCourseId();
    await createCourseDetail(courseId, detailBody);

    const res = await api
      .put(detailsOf(courseId))
      .set('Authorization', admin)
      .send({ modules: [{ duration: 2 }, { duration: 2.5 }] });

    expect(res.status).toBe(200);
    expect(res.body.courseDetail).toMatchObject({ totalDuration: 4.5, overview: '', courseId });
  });

  it.each([
    ['the course has no details', async () => newCourseId()],
    ['the course is unknown', async () => UNKNOWN_ID],
    ['the course id is malformed', async () => MALFORMED_ID],
  ])('when %s, then it answers 404 and creates nothing', async (_label, courseIdFor) => {
    const before = await CourseDetailModel.countDocuments();

    const res = await api
      .put(detailsOf(await courseIdFor()))
      .set('Authorization', admin)
      .send(detailBody);

    expect(res.status).toBe(404);
    expect(await CourseDetailModel.countDocuments()).toBe(before);
  });
});

describe('DELETE /api/courses/:id/details', () => {
  it('when an admin deletes details, then it answers 204 and they are gone', async () => {
    const courseId = await newCourseId();
    await createCourseDetail(courseId, detailBody);

    const res = await api.delete(detailsOf(courseId)).set('Authorization', admin);

    expect(res.status).toBe(204);
    expect((await api.get(detailsOf(courseId))).status).toBe(404);
  });

  it.each([
    ['the course has no details', async () => newCourseId()],
    ['the course id is malformed', async () => MALFORMED_ID],
  ])('when %s, then it answers 404', async (_label, courseIdFor) => {
    const res = await api.delete(detailsOf(await courseIdFor())).set('Authorization', admin);

    expect(res.status).toBe(404);
    expectEnvelope(res.body, 'NOT_FOUND');
  });
});
