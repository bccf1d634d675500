import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUserWithToken, expectEnvelope, testClient } from '../../../../test/http';
import { CourseV2Model } from '../../courses-v2/courses-v2.model';
import { UserModel } from '../user.model';

const api = testClient();
let admin: string;
let student: Awaited<ReturnType<typeof createUserWithToken>>;
let published: string[];
let draft: string;

const course = (title: string, status: string) => ({
  title,
  description: `${title}, one to one.`,
  examType: 'IB',
  mode: 'Small Group',
  status,
});

beforeAll(async () => {
  admin = (await createUserWithToken('admin')).authorization;
  const stored = await CourseV2Model.create([
    course('IB Physics HL', 'published'),
    course('SAT Math', 'published'),
    course('AP Biology', 'draft'),
  ]);
  published = stored.slice(0, 2).map((c) => String(c._id));
  draft = String(stored[2]!._id);
});

beforeEach(async () => {
  student = await createUserWithToken('user');
});

const enrol = (id: string, courses: unknown) =>
  api.put(`/api/users/${id}/enrolments`).set('Authorization', admin).send({ courses });
const me = () => api.get('/api/auth/me').set('Authorization', student.authorization);

describe('PUT /api/users/:id/enrolments and GET /api/auth/me', () => {
  it('when an admin enrols a student in two courses, then 200, and me lists them with title, exam type, mode and link', async () => {
    const res = await enrol(String(student.user._id), published);

    expect(res.status).toBe(200);
    expect(res.body.user.enrolledCourses).toEqual(published);
    const { enrolledCourses } = (await me()).body.user;
    expect(enrolledCourses).toEqual([
      {
        id: published[0],
        title: 'IB Physics HL',
        examType: 'IB',
        mode: 'Small Group',
        link: `/coursesv2/${published[0]}`,
      },
      {
        id: published[1],
        title: 'SAT Math',
        examType: 'IB',
        mode: 'Small Group',
        link: `/coursesv2/${published[1]}`,
      },
    ]);
  });

  it('when an enrolled course goes back to draft or is deleted, then me leaves it out without breaking', async () => {
    const gone = await CourseV2Model.create(course('Gone soon', 'published'));
    const drafted = await CourseV2Model.create(course('Back to draft', 'published'));
    await enrol(String(student.user._id), [published[0], String(gone._id), String(drafted._id)]);
    await CourseV2Model.deleteOne({ _id: gone._id });
    await CourseV2Model.updateOne({ _id: drafted._id }, { $set: { status: 'draft' } });

    const res = await me();

    expect(res.status).toBe(200);
    expect(res.body.user.enrolledCourses.map((c: { title: string }) => c.title)).toEqual([
      'IB Physics HL',
    ]);
  });

  it('when nobody is enrolled, then me lists no courses', async () => {
    expect((await me()).body.user.enrolledCourses).toEqual([]);
  });

  it.each([
    ['a draft course', () => [published[0], draft], 'courses.1'],
    ['an unknown course', () => ['65a1b2c3d4e5f60718293a4b'], 'courses.0'],
    ['an id that is not one', () => ['nope'], 'courses.0'],
  ])(
    'when the list holds %s, then 400 naming it and nothing changes',
    async (_what, courses, path) => {
      await enrol(String(student.user._id), [published[1]]);

      const res = await enrol(String(student.user._id), courses());

      expect(res.status).toBe(400);
      expect(res.body.details[0].path).toBe(path);
      const stored = await UserModel.findById(student.user._id).lean();
      expect(stored?.enrolledCoursesV2.map(String)).toEqual([published[1]]);
    },
  );

  it('when the person does not exist, then 404', async () => {
    const res = await enrol('65a1b2c3d4e5f60718293a4b', published);
    expect(res.status).toBe(404);
    expectEnvelope(res.body, 'NOT_FOUND');
  });

  it('when an editor tries, then 403 and nothing changes', async () => {
    const editor = (await createUserWithToken('editor')).authorization;
    const res = await api
      .put(`/api/users/${String(student.user._id)}/enrolments`)
      .set('Authorization', editor)
      .send({ courses: published });
    expect(res.status).toBe(403);
    expect((await UserModel.findById(student.user._id).lean())?.enrolledCoursesV2).toEqual([]);
  });
});
