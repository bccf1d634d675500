import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUserWithToken, expectEnvelope, testClient } from '../../../../test/http';
import { OutboxModel } from '../outbox.model';

const api = testClient();
let admin: string;

beforeAll(async () => {
  admin = (await createUserWithToken('admin')).authorization;
});

/** Three mails queued a minute apart: m0 oldest … m2 newest. */
beforeEach(async () => {
  await OutboxModel.deleteMany({});
  await OutboxModel.collection.insertMany(
    [0, 1, 2].map((index) => {
      const at = new Date(Date.UTC(2024, 0, 1, 12, index));
      return {
        kind: 'lead-notification',
        to: ['office@example.com'],
        subject: `m${index}`,
        text: 'A new lead.',
        calendar: null,
        status: 'sent',
        attempts: 1,
        lastError: '',
        nextAttemptAt: at,
        sentAt: at,
        createdAt: at,
        updatedAt: at,
      };
    }),
  );
});

const list = (query: object) => api.get('/api/outbox').query(query).set('Authorization', admin);
const subjectsOf = (body: { messages: { subject: string }[] }) =>
  body.messages.map((message) => message.subject);

describe('GET /api/outbox: sort', () => {
  it.each([
    [{}, ['m2', 'm1', 'm0']],
    [{ sort: '-createdAt' }, ['m2', 'm1', 'm0']],
    [{ sort: 'createdAt' }, ['m0', 'm1', 'm2']],
  ])('when the query is %j, then the mail comes in that order', async (query, subjects) => {
    const res = await list(query);

    expect(res.status).toBe(200);
    expect(subjectsOf(res.body)).toEqual(subjects);
    expect(res.body.total).toBe(3);
  });

  it('when the sort is not createdAt, then it answers 400 naming the allowed values', async () => {
    const res = await list({ sort: 'subject' });

    expect(res.status).toBe(400);
    expectEnvelope(res.body, 'VALIDATION_ERROR');
    expect(res.body.message).toBe('Sort must be one of createdAt, -createdAt.');
  });
});
