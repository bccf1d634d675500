import { beforeAll, describe, expect, it } from 'vitest';
import { createUserWithToken, expectEnvelope, testClient } from '../../../../test/http';
import { TeamMemberModel } from '../../team/team.model';
import { CourseV2Model } from '../courses-v2.model';
import { courseV2Body } from './course-v2-fixtures';

const api = testClient();
let admin: string;
let instructor: string;

beforeAll(async () => {
  admin = (await createUserWithToken('admin')).authorization;
  instructor = String((await TeamMemberModel.create({ name: 'Ada', role: 'Physics' }))._id);
});

const create = (overrides: Record<string, unknown>) =>
  api.post('/api/coursesv2').set('Authorization', admin).send(courseV2Body(instructor, overrides));

describe("a v2 course's place", () => {
  it('when a course says nothing of its place, then it is in person at the institute', async () => {
    const res = await create({});

    expect(res.status).toBe(201);
    expect(res.body.course.place).toEqual({ kind: 'in-person', link: '', address: '' });
  });

  it('when a course is online with a link, then it reads back as sent', async () => {
    const place = { kind: 'online', link: 'https://meet.example/jee', address: '' };

    const res = await create({ place });

    expect(res.status).toBe(201);
    expect((await api.get(`/api/coursesv2/${res.body.course._id}`)).body.course.place).toEqual(
      place,
    );
  });

  it.each([
    ['a script link', { kind: 'online', link: 'javascript:alert(1)' }, 'place.link'],
    ['a data link', { kind: 'online', link: 'data:text/html,hi' }, 'place.link'],
    ['a site path', { kind: 'online', link: '/meet' }, 'place.link'],
    ['an unknown kind', { kind: 'moon' }, 'place.kind'],
  ])(
    'when the place has %s, then it is 400 naming the field and nothing is stored',
    async (_l, place, path) => {
      const before = await CourseV2Model.countDocuments();

      const res = await create({ place });

      expect(res.status).toBe(400);
      expectEnvelope(res.body, 'VALIDATION_ERROR');
      expect(res.body.details.map((detail: { path: string }) => detail.path)).toContain(path);
      expect(await CourseV2Model.countDocuments()).toBe(before);
    },
  );
});
