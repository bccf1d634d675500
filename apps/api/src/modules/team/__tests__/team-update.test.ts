import { beforeAll, describe, expect, it } from 'vitest';
import { createUserWithToken, expectEnvelope, testClient } from '../../../../test/http';
import { dataUrl, PNG } from '../../files/__tests__/sample-files';
import { teamMemberStore } from '../team.store';
import { TeamMemberModel } from '../team.model';
import { demoTeamMembers } from '../team.seed';

const api = testClient();
let admin: string;
let user: string;
const valid = { name: 'Marcus Whitfield', role: 'Physics Tutor', bio: 'Former chemist.' };

beforeAll(async () => {
  admin = (await createUserWithToken('admin')).authorization;
  user = (await createUserWithToken('user')).authorization;
});

async function existingId(): Promise<string> {
  const member = await teamMemberStore.create({ ...valid, specialties: ['AP Physics'] });
  return member._id;
}

describe('PUT /api/team/:id', () => {
  it('when an admin replaces a member, then omitted fields return to their defaults', async () => {
    const id = await existingId();

    const res = await api
      .put(`/api/team/${id}`)
      .set('Authorization', admin)
      .send({ name: 'Marcus W.', role: 'Science Lead', avatarImage: dataUrl('image/png', PNG) });

    expect(res.status).toBe(200);
    expect(res.body.member).toMatchObject({
      _id: id,
      name: 'Marcus W.',
      role: 'Science Lead',
      bio: '',
      specialties: [],
    });
    expect(res.body.member.avatarImage).toMatch(/^\/api\/files\/[a-f0-9]{24}$/);
  });

  it.each([
    ['an unknown id', '65a1b2c3d4e5f60718293a4b'],
    ['a malformed id', 'nope'],
  ])('when the id is %s, then it answers 404', async (_l, id) => {
    const res = await api.put(`/api/team/${id}`).set('Authorization', admin).send(valid);

    expect(res.status).toBe(404);
    expectEnvelope(res.body, 'NOT_FOUND');
  });

  it('when the replacement has no role, then it answers 400 and keeps the member', async () => {
    const id = await existingId();

    const res = await api.put(`/api/team/${id}`).set('Authorization', admin).send({ name: 'X' });

    expect(res.status).toBe(400);
    expect((await TeamMemberModel.findById(id).lean())?.role).toBe(valid.role);
  });

  it.each([
    ['nobody', undefined, 401],
    ['a non-admin', 'user', 403],
  ])('when %s replaces, then it answers %i', async (_l, who, status) => {
    const id = await existingId();
    const req = api.put(`/api/team/${id}`).send(valid);

    const res = await (who ? req.set('Authorization', user) : req);

    expect(res.status).toBe(status);
  });
});

describe('DELETE /api/team/:id', () => {
  it('when an admin deletes a member, then it answers 204 and the member is gone', async () => {
    const id = await existingId();

    const res = await api.delete(`/api/team/${id}`).set('Authorization', admin);

    expect(res.status).toBe(204);
    expect(await TeamMemberModel.exists({ _id: id })).toBeNull();
    const again = await api.delete(`/api/team/${id}`).set('Authorization', admin);
    expect(again.status).toBe(404);
  });

  it.each([
    ['nobody', undefined, 401],
    ['a non-admin', 'user', 403],
  ])('when %s deletes, then it answers %i and the member stays', async (_l, who, status) => {
    const id = await existingId();
    const req = api.delete(`/api/team/${id}`);

    const res = await (who ? req.set('Authorization', user) : req);

    expect(res.status).toBe(status);
    expect(await TeamMemberModel.exists({ _id: id })).not.toBeNull();
  });
});

describe('demo team members', () => {
  it('when the seed data is stored, then four valid tutors exist with 3 to 5 specialties', async () => {
    await TeamMemberModel.deleteMany({});

    for (const member of demoTeamMembers()) await teamMemberStore.create(member);

    const members = await teamMemberStore.list();
    expect(members).toHaveLength(4);
    for (const member of members) {
      expect(member.specialties.length).toBeGreaterThanOrEqual(3);
      expect(member.specialties.length).toBeLessThanOrEqual(5);
      expect(member.avatarImage).toBe('');
    }
    expect(TeamMemberModel.modelName).toBe('TeamMember');
  });
});
