import { beforeAll, describe, expect, it } from 'vitest';
import { expectEnvelope, testClient } from '../../../../test/http';
import { CourseModel } from '../courses-v1.model';
import { courseV1Store } from '../courses-v1.store';
import {
  courseV1Body,
  deleteInstructor,
  insertInstructor,
  MALFORMED_ID,
  UNKNOWN_ID,
} from './course-fixtures';

const api = testClient();
let instructor: string;

beforeAll(async () => {
  instructor = await insertInstructor('Dr Rao');
});

describe('GET /api/courses', () => {
  it('when courses exist, then it answers 200 with them oldest first', async () => {
    const first = await courseV1Store.create(courseV1Body(instructor, { title: 'First' }));
    const second = await courseV1Store.create(courseV1Body(instructor, { title: 'Second' }));

    const res = await api.get('/api/courses');

    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['courses']);
    const ids = res.body.courses.map((course: { _id: string }) => course._id);
    expect(ids.indexOf(first._id)).toBeLessThan(ids.indexOf(second._id));
  });
});

describe('GET /api/courses/:id', () => {
  it('when the course exists, then it answers 200 with the read shape and the instructor as {_id, name}', async () => {
    const created = await courseV1Store.create(courseV1Body(instructor));

    const res = await api.get(`/api/courses/${created._id}`);

    expect(res.status).toBe(200);
    expect(res.body.course).toEqual({
      ...courseV1Body(instructor),
      _id: created._id,
      instructor: { _id: instructor, name: 'Dr Rao' },
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      slug: expect.stringMatching(/^python-for-data-science(-\d+)?$/),
      formerSlugs: [],
      metaDescription: '',
    });
  });

  it('when the instructor was deleted, then the course reads instructor null', async () => {
    const gone = await insertInstructor('Gone Tutor');
    const created = await courseV1Store.create(courseV1Body(gone));
    await deleteInstructor(gone);

    const res = await api.get(`/api/courses/${created._id}`);

    expect(res.status).toBe(200);
    expect(res.body.course.instructor).toBeNull();
  });

  it.each([
    ['an unknown id', UNKNOWN_ID],
    ['a malformed id', MALFORMED_ID],
  ])('when the id is %s, then it answers 404', async (_label, id) => {
    const res = await api.get(`/api/courses/${id}`);

    expect(res.status).toBe(404);
    expectEnvelope(res.body, 'NOT_FOUND');
  });
});

describe('indexes', () => {
  it('when the collection is initialised, then what lists filter and sort on is indexed', async () => {
    const keys = (await CourseModel.collection.indexes()).map((index) => index.key);

    expect(keys).toEqual(expect.arrayContaining([{ createdAt: 1, _id: 1 }]));
  });
});
