import { beforeAll, describe, expect, it } from 'vitest';
import { CourseV2Model } from '../courses-v2.model';
import { createUserWithToken, expectEnvelope, testClient } from '../../../../test/http';
import {
  deleteInstructor,
  insertInstructor,
  MALFORMED_ID,
  UNKNOWN_ID,
} from '../../courses-v1/__tests__/course-fixtures';
import { courseV2Store } from '../courses-v2.store';
import { courseV2Body } from './course-v2-fixtures';

const api = testClient();
const callers: Record<string, string | undefined> = {};
let instructor: string;
let publishedJee: string;
let publishedIb: string;
let draftJee: string;

const idsOf = (body: { courses: Array<{ _id: string }> }) => body.courses.map((c) => c._id);

beforeAll(async () => {
  callers.anonymous = undefined;
  callers.user = (await createUserWithToken('user')).authorization;
  callers.admin = (await createUserWithToken('admin')).authorization;
  instructor = await insertInstructor('Dr Rao');
  publishedJee = (await courseV2Store.create(courseV2Body(instructor)))._id;
  draftJee = (await courseV2Store.create(courseV2Body(instructor, { status: 'draft' })))._id;
  publishedIb = (await courseV2Store.create(courseV2Body(instructor, { examType: 'IB' })))._id;
});

function get(path: string, caller: string) {
  const req = api.get(path);
  const authorization = callers[caller];
  return authorization ? req.set('Authorization', authorization) : req;
}

describe('GET /api/coursesv2', () => {
  it.each(['anonymous', 'user'])(
    'when %s asks, then it answers published courses only, oldest first',
    async (caller) => {
      const res = await get('/api/coursesv2', caller);

      expect(res.status).toBe(200);
      expect(Object.keys(res.body)).toEqual(['courses']);
      expect(idsOf(res.body)).toEqual([publishedJee, publishedIb]);
    },
  );

  it('when an admin asks, then drafts are listed too', async () => {
    const res = await get('/api/coursesv2', 'admin');

    expect(idsOf(res.body)).toEqual([publishedJee, draftJee, publishedIb]);
  });
});

describe('GET /api/coursesv2/by-exam/:examType', () => {
  it.each(['anonymous', 'user'])(
    'when %s asks, then it answers published courses of that exam only',
    async (caller) => {
      const res = await get('/api/coursesv2/by-exam/JEE', caller);

      expect(res.status).toBe(200);
      expect(idsOf(res.body)).toEqual([publishedJee]);
    },
  );

  it('when an admin asks, then drafts of that exam are listed too', async () => {
    const res = await get('/api/coursesv2/by-exam/JEE', 'admin');

    expect(idsOf(res.body)).toEqual([publishedJee, draftJee]);
  });

  it('when no course has that exam type, then it answers 200 with an empty list', async () => {
    const res = await get('/api/coursesv2/by-exam/NEET', 'anonymous');

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ courses: [] });
  });

  it.each(['GCSE', 'ib', '%24ne'])(
    'when the exam type is %s, then it answers 400 with details',
    async (examType) => {
      const res = await get(`/api/coursesv2/by-exam/${examType}`, 'anonymous');

      expect(res.status).toBe(400);
      expectEnvelope(res.body, 'VALIDATION_ERROR');
      expect(res.body.details[0].path).toBe('examType');
    },
  );
});

describe('GET /api/coursesv2/:id', () => {
  it('when the course is published, then anyone gets 200 with the read shape', async () => {
    const res = await get(`/api/coursesv2/${publishedJee}`, 'anonymous');

    expect(res.status).toBe(200);
    expect(res.body.course).toEqual({
      ...courseV2Body(instructor),
      _id: publishedJee,
      instructor: { _id: instructor, name: 'Dr Rao' },
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      slug: expect.stringMatching(/^jee-main-and-advanced-physics(-\d+)?$/),
      formerSlugs: [],
      metaDescription: '',
      featuredRank: null,
      place: { kind: 'in-person', link: '', address: '' },
    });
  });

  it.each(['anonymous', 'user'])(
    'when %s asks for a draft, then it answers 404',
    async (caller) => {
      const res = await get(`/api/coursesv2/${draftJee}`, caller);

      expect(res.status).toBe(404);
      expectEnvelope(res.body, 'NOT_FOUND');
    },
  );

  it('when an admin asks for a draft, then it answers 200', async () => {
    const res = await get(`/api/coursesv2/${draftJee}`, 'admin');

    expect(res.status).toBe(200);
    expect(res.body.course.status).toBe('draft');
  });

  it.each([UNKNOWN_ID, MALFORMED_ID])('when the id is %s, then it answers 404', async (id) => {
    const res = await get(`/api/coursesv2/${id}`, 'admin');

    expect(res.status).toBe(404);
    expectEnvelope(res.body, 'NOT_FOUND');
  });

  it('when the instructor was deleted, then the course reads instructor null', async () => {
    const gone = await insertInstructor('Gone Tutor');
    const { _id } = await courseV2Store.create(courseV2Body(gone));
    await deleteInstructor(gone);

    const res = await get(`/api/coursesv2/${_id}`, 'anonymous');

    expect(res.status).toBe(200);
    expect(res.body.course.instructor).toBeNull();
  });
});

describe('indexes', () => {
  it('when the collection is initialised, then what lists filter and sort on is indexed', async () => {
    const keys = (await CourseV2Model.collection.indexes()).map((index) => index.key);

    expect(keys).toEqual(
      expect.arrayContaining([
        { status: 1, examType: 1, createdAt: 1 },
        { createdAt: 1, _id: 1 },
      ]),
    );
  });
});
