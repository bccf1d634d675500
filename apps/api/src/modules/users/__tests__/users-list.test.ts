import { beforeAll, describe, expect, it } from 'vitest';
import { usersListSchema } from '@tutoring/shared';
import { createUserWithToken, expectEnvelope, testClient } from '../../../../test/http';
import { UserModel } from '../user.model';

const api = testClient();
let admin: string;

/** Five accounts besides the signed-in admin (this file's database is its own), in 2024. */
const PEOPLE = [
  { name: 'Chitra Rao', email: 'chitra@harbour.example', role: 'user' },
  { name: 'Arun Mehta', email: 'arun@harbour.example', role: 'editor' },
  { name: 'Bela Shah', email: 'zz-bela@harbour.example', role: 'user' },
  { name: 'Dev Rao', email: 'dev@elsewhere.example', role: 'admin' },
  { name: 'Esha Iyer', email: 'esha@harbour.example', role: 'user' },
] as const;

beforeAll(async () => {
  const created = await createUserWithToken('admin');
  admin = created.authorization;
  await UserModel.updateOne({ _id: created.user._id }, { $set: { name: 'Aaron Admin' } });
  await UserModel.insertMany(
    PEOPLE.map((person, index) => ({
      ...person,
      active: true,
      createdAt: new Date(Date.UTC(2024, 0, 1, 12, index)),
    })),
  );
});

const list = (query: object = {}) => api.get('/api/users').query(query).set('Authorization', admin);
const namesOf = (body: { users: { name: string }[] }) => body.users.map((user) => user.name);

describe('GET /api/users: search, role, sort and pages', () => {
  it('when nothing is asked, then every account comes, staff first by role then name', async () => {
    const res = await list();

    expect(res.status).toBe(200);
    expect(usersListSchema.parse(res.body)).toEqual(res.body);
    expect(namesOf(res.body)).toEqual([
      'Aaron Admin',
      'Dev Rao',
      'Arun Mehta',
      'Bela Shah',
      'Chitra Rao',
      'Esha Iyer',
    ]);
    expect(res.body).toMatchObject({ total: 6, page: 1, limit: 6 });
  });

  it('when q is given, then it matches name or e-mail in any letter case, as plain text', async () => {
    expect(namesOf((await list({ q: 'RAO' })).body)).toEqual(['Dev Rao', 'Chitra Rao']);
    expect(namesOf((await list({ q: 'elsewhere' })).body)).toEqual(['Dev Rao']);
    expect((await list({ q: '.*' })).body.total).toBe(0);
  });

  it('when a role is given, then only accounts of that role come', async () => {
    const res = await list({ role: 'user' });

    expect(namesOf(res.body)).toEqual(['Bela Shah', 'Chitra Rao', 'Esha Iyer']);
    expect(res.body.total).toBe(3);
  });

  it.each([
    ['name', ['Aaron Admin', 'Arun Mehta', 'Bela Shah', 'Chitra Rao', 'Dev Rao', 'Esha Iyer']],
    ['-email', ['Bela Shah', 'Esha Iyer', 'Dev Rao', 'Chitra Rao', 'Arun Mehta', 'Aaron Admin']],
    ['createdAt', ['Chitra Rao', 'Arun Mehta', 'Bela Shah', 'Dev Rao', 'Esha Iyer', 'Aaron Admin']],
  ])('when sort=%s, then every account comes in that order', async (sort, names) => {
    const res = await list({ sort });

    expect(namesOf(res.body)).toEqual(names);
    expect(res.body.total).toBe(6);
  });

  it('when page and limit are given, then one page of the order and the total come', async () => {
    const res = await list({ sort: 'name', page: 2, limit: 2 });

    expect(namesOf(res.body)).toEqual(['Bela Shah', 'Chitra Rao']);
    expect(res.body).toMatchObject({ total: 6, page: 2, limit: 2 });
  });

  it.each([{ sort: 'role' }, { role: 'owner' }, { limit: 0 }, { active: true }])(
    'when the query is %j, then it answers 400 with details',
    async (query) => {
      const res = await list(query);

      expect(res.status).toBe(400);
      expectEnvelope(res.body, 'VALIDATION_ERROR');
      expect(res.body.details.length).toBeGreaterThan(0);
    },
  );
});
