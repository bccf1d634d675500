import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUserWithToken, expectEnvelope, testClient } from '../../../../test/http';
import { ContactMessageModel } from '../contact.model';

const api = testClient();
let admin: string;

const form = { name: 'Meera Nair', course: 'IB Chemistry HL', email: 'meera@example.com' };
const send = (body: object) => api.post('/api/contact').send(body);
const list = (query: Record<string, string> = {}) =>
  api.get('/api/contact').query(query).set('Authorization', admin);

/** What a client can see of an answer, minus what differs between any two submissions. */
function visible(res: Awaited<ReturnType<typeof send>>) {
  const { _id, createdAt, ...message } = res.body.contactMessage;
  const headers = { ...res.headers };
  for (const varying of ['date', 'etag', 'content-length', 'x-request-id']) delete headers[varying];
  delete headers['ratelimit'];
  delete headers['ratelimit-remaining'];
  return { status: res.status, headers, keys: Object.keys(res.body), message, _id, createdAt };
}

beforeAll(async () => {
  admin = (await createUserWithToken('admin')).authorization;
});

beforeEach(async () => {
  await ContactMessageModel.deleteMany({});
});

describe('POST /api/contact: spam signals', () => {
  it.each([
    ['the honeypot is filled', { website: 'http://cheap-pills.example' }],
    ['it came after 120 ms', { elapsedMs: 120 }],
    ['it came after 2999 ms', { elapsedMs: 2999 }],
    ['it came at once', { elapsedMs: 0 }],
  ])('when %s, then it is stored as spam and answered like any other', async (_, signal) => {
    const human = await send({ ...form, website: '', elapsedMs: 8000 });
    const bot = await send({ ...form, ...signal });

    const [h, b] = [visible(human), visible(bot)];
    expect(b.status).toBe(201);
    expect(b.keys).toEqual(h.keys);
    expect(b.message).toEqual(h.message);
    expect(b.headers).toEqual(h.headers);
    expect(Object.keys(bot.body.contactMessage)).not.toContain('status');
    const stored = await ContactMessageModel.findById(b._id).lean();
    expect(stored).toMatchObject({ ...form, status: 'spam', notes: '' });
    expect(await ContactMessageModel.findById(h._id).lean()).toMatchObject({ status: 'new' });
  });

  it.each([
    ['neither signal is sent (an API client)', {}],
    ['the honeypot is empty and it took 3 s', { website: '', elapsedMs: 3000 }],
    ['the honeypot holds only spaces', { website: '   ', elapsedMs: 60_000 }],
  ])('when %s, then it is a new lead', async (_, signal) => {
    const res = await send({ ...form, ...signal });

    expect(res.status).toBe(201);
    const stored = await ContactMessageModel.findById(res.body.contactMessage._id).lean();
    expect(stored?.status).toBe('new');
  });

  it('when the signals are sent, then neither is stored', async () => {
    const res = await send({ ...form, website: 'x', elapsedMs: 10 });

    const stored = await ContactMessageModel.collection.findOne({});
    expect(res.status).toBe(201);
    expect(Object.keys(stored ?? {})).not.toEqual(expect.arrayContaining(['website']));
    expect(stored).not.toHaveProperty('website');
    expect(stored).not.toHaveProperty('elapsedMs');
  });

  it.each([
    [{ elapsedMs: 'fast' }, 'elapsedMs'],
    [{ elapsedMs: 12.5 }, 'elapsedMs'],
    [{ elapsedMs: -1 }, 'elapsedMs'],
    [{ website: 42 }, 'website'],
  ])('when a signal has the wrong type (%j), then it answers 400', async (signal, path) => {
    const res = await send({ ...form, ...signal });

    expect(res.status).toBe(400);
    expectEnvelope(res.body, 'VALIDATION_ERROR');
    expect(res.body.details[0].path).toBe(path);
  });

  it.each([
    ['status', 'enrolled'],
    ['notes', 'VIP'],
  ])(
    'when the form also sets %s, then it answers 400 and nothing is stored',
    async (key, value) => {
      const res = await send({ ...form, [key]: value, elapsedMs: 9000 });

      expect(res.status).toBe(400);
      expect(await ContactMessageModel.countDocuments()).toBe(0);
    },
  );
});

describe('spam in the staff list', () => {
  it('when a bot and a person write, then spam is hidden by default, shown with status=spam, never dropped', async () => {
    await send({ ...form, name: 'Person', elapsedMs: 20_000 });
    await send({ ...form, name: 'Bot', website: 'http://spam.example' });
    await send({ ...form, name: 'Fast bot', elapsedMs: 50 });

    const byDefault = await list();
    const spam = await list({ status: 'spam' });

    expect(byDefault.body.messages.map((m: { name: string }) => m.name)).toEqual(['Person']);
    expect(byDefault.body.total).toBe(1);
    expect(spam.body.messages.map((m: { name: string }) => m.name)).toEqual(['Fast bot', 'Bot']);
    expect(await ContactMessageModel.countDocuments()).toBe(3);
  });

  it('when staff rescue a message from spam, then it joins the default list', async () => {
    const bot = await send({ ...form, name: 'Real person, fast typist', elapsedMs: 2500 });

    await api
      .patch(`/api/contact/${bot.body.contactMessage._id}`)
      .set('Authorization', admin)
      .send({ status: 'new' });

    expect((await list()).body.messages.map((m: { name: string }) => m.name)).toEqual([
      'Real person, fast typist',
    ]);
  });
});
