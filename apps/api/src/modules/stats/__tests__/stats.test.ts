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
    { ...message, name: 'Handled', status: 'contacted', createdAt: now, updatedAt: now },
    { ...message, name: 'Bot', status: 'spam', createdAt: now, updatedAt: now },
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
      overdueContactMessages: 1,
      // The spam lead is counted apart, so the cards agree with the unfiltered lead list.
      contactMessages: 3,
      contactMessagesThisWeek: 2,
      spamContactMessages: 1,
      resources: 1,
      users: 1,
      coursesV2: 0,
    });
  });

  it('when messages are new, handled or spam, then newContactMessages counts only the new', async () => {
    const res = await api.get('/api/stats').set('Authorization', admin);
    expect(res.body.stats.newContactMessages).toBe(2);
  });

  it('when a bot sends the form, then it is not counted as new', async () => {
    const before = (await api.get('/api/stats').set('Authorization', admin)).body.stats;
    await api
      .post('/api/contact')
      .send({ name: 'Bot', course: 'X', website: 'http://spam.example' });
    await api
      .post('/api/contact')
      .send({ name: 'Person', course: 'IB Physics', elapsedMs: 45_000 });

    const after = (await api.get('/api/stats').set('Authorization', admin)).body.stats;

    expect(after.newContactMessages).toBe(before.newContactMessages + 1);
    expect(after.contactMessages).toBe(before.contactMessages + 1);
    expect(after.spamContactMessages).toBe(before.spamContactMessages + 1);
  });

  it('when a lead is still new after 24 hours, then it is counted overdue; handled or fresh ones are not', async () => {
    const res = await api.get('/api/stats').set('Authorization', admin);
    // 'Old' (30 days, new) only: 'Recent' is fresh, 'Handled' contacted, 'Bot' spam.
    expect(res.body.stats.overdueContactMessages).toBe(1);
  });

  it('when an editor asks, then the content counts come and no lead figure does', async () => {
    const { authorization } = await createUserWithToken('editor');

    const res = await api.get('/api/stats').set('Authorization', authorization);

    expect(res.status).toBe(200);
    expect(res.body.stats.resources).toBe(1);
    expect(Object.keys(res.body.stats).filter((key) => /contact/i.test(key))).toEqual([]);
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
