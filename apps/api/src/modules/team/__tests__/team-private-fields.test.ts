import { beforeAll, describe, expect, it } from 'vitest';
import { createUserWithToken, expectEnvelope, testClient } from '../../../../test/http';
import { TeamMemberModel } from '../team.model';

const api = testClient();
/** The public site with its response cache on: a kept answer must not carry the e-mail either. */
const cached = testClient({ responseCache: true });
let admin: string;
let editor: string;
const PRIVATE = { email: 'ada@harbour.example', meetingLink: 'https://meet.example/ada' };
const member = { name: 'Ada Tutor', role: 'Physics', ...PRIVATE };

beforeAll(async () => {
  admin = (await createUserWithToken('admin')).authorization;
  editor = (await createUserWithToken('editor')).authorization;
});

async function created(): Promise<string> {
  const res = await api.post('/api/team').set('Authorization', admin).send(member);
  expect(res.status).toBe(201);
  return String(res.body.member._id);
}

describe("a team member's e-mail and meeting link", () => {
  it('when an admin saves them, then admins read them back', async () => {
    const id = await created();

    const one = await api.get(`/api/team/${id}`).set('Authorization', admin);
    const all = await api.get('/api/team').set('Authorization', admin);

    expect(one.body.member).toMatchObject(PRIVATE);
    expect(all.body.members.find((m: { _id: string }) => m._id === id)).toMatchObject(PRIVATE);
  });

  it('when anyone else reads the team, then no answer carries them, kept or fresh', async () => {
    const id = await created();

    const answers = [
      await cached.get('/api/team'),
      await cached.get('/api/team'),
      await cached.get(`/api/team/${id}`),
      await api.get('/api/team').set('Authorization', editor),
      await api.get(`/api/team/${id}`).set('Authorization', editor),
    ];

    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(res.text).toContain('Ada Tutor');
      expect(res.text).not.toContain('ada@harbour.example');
      expect(res.text).not.toContain('meet.example');
    }
  });

  it('when an editor saves the member, then the answer leaves them out and the stored ones stay, even if the editor sent others', async () => {
    const id = await created();

    const res = await api
      .put(`/api/team/${id}`)
      .set('Authorization', editor)
      .send({ name: 'Ada T.', role: 'Physics', email: 'evil@example.com' });

    expect(res.status).toBe(200);
    expect(res.body.member.name).toBe('Ada T.');
    expect(res.body.member.email).toBeUndefined();
    const stored = await TeamMemberModel.findById(id).lean();
    expect(stored).toMatchObject(PRIVATE);
  });

  it('when an admin sends a link that is not http(s) or a bad e-mail, then it is 400 and nothing changes', async () => {
    const id = await created();

    for (const bad of [{ meetingLink: 'javascript:alert(1)' }, { email: 'not an address' }]) {
      const res = await api
        .put(`/api/team/${id}`)
        .set('Authorization', admin)
        .send({ ...member, ...bad });
      expect(res.status).toBe(400);
      expectEnvelope(res.body, 'VALIDATION_ERROR');
    }
    expect(await TeamMemberModel.findById(id).lean()).toMatchObject(PRIVATE);
  });
});
