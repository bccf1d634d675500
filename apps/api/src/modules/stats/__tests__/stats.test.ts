import mongoose from 'mongoose';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUserWithToken, expectEnvelope, testClient } from '../../../../test/http';

const api = testClient();
let admin: string;

beforeAll(async () => {
  admin = (await createUserWithToken('admin')).authorization;
  const now = new Date();
  const old = new Date(now.getTime() - 30 * 24 * 60 * 60 * 1000);
  const message = {
    course: 'IB Physics',
    mobile: '',
    email: '',
    message: '',
    status: 'new',
    notes: '',
  };
  await mongoose.connection.collection('contactmessages').insertMany([
    { ...message, name: 'Recent', createdAt: now, updatedAt: now },
    { ...message, name: 'Old', createdAt: old, updatedAt: old },
  ]);
  await mongoose.connection
    .collection('resources')
    .insertOne({ title: 'Formula booklet', createdAt: now });
});

describe('GET /api/stats', () => {
  it('when an admin asks, then it answers real counts, including messages of this week', async () => {
    const res = await api.get('/api/stats').set('Authorization', admin);
    expect(res.status).toBe(200);
    expect(res.body.stats).toMatchObject({
      contactMessages: 2,
      contactMessagesThisWeek: 1,
      resources: 1,
      users: 1,
      coursesV2: 0,
    });
  });

  it('when nobody signed in, then it answers 401', async () => {
    const res = await api.get('/api/stats');
    expect(res.status).toBe(401);
    expectEnvelope(res.body, 'UNAUTHORIZED');
  });

  it('when a user who is not an admin asks, then it answers 403', async () => {
    const { authorization } = await createUserWithToken('user');
    const res = await api.get('/api/stats').set('Authorization', authorization);
    expect(res.status).toBe(403);
  });
});
