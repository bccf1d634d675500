import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUserWithToken, expectEnvelope, testClient } from '../../../../test/http';
import { ContactMessageModel } from '../contact.model';

const api = testClient();
let admin: string;
let user: string;

/** The public answer: no staff-owned status or notes (spam and non-spam look the same). */
const PUBLIC_KEYS = [
  ...['_id', 'consent', 'course', 'createdAt', 'email', 'message', 'mobile', 'name', 'source'],
];
const MESSAGE_KEYS = [...PUBLIC_KEYS, 'notes', 'status'].sort();
const form = {
  name: 'Meera Nair',
  course: 'IB Chemistry HL',
  mobile: '+91 98765 43210',
  email: 'meera@example.com',
  message: 'Looking for weekly sessions before my mocks.',
};
const UNKNOWN_ID = '64b7f0c2a1b2c3d4e5f60718';

beforeAll(async () => {
  admin = (await createUserWithToken('admin')).authorization;
  user = (await createUserWithToken('user')).authorization;
});

beforeEach(async () => {
  await ContactMessageModel.deleteMany({});
});

const send = (body: object) => api.post('/api/contact').send(body);

describe('POST /api/contact', () => {
  it('when a visitor sends the form, then it answers 201 without the staff-owned fields', async () => {
    const res = await send(form);

    expect(res.status).toBe(201);
    expect(Object.keys(res.body.contactMessage).sort()).toEqual(PUBLIC_KEYS);
    expect(res.body.contactMessage).toMatchObject(form);
    expect(await ContactMessageModel.findById(res.body.contactMessage._id).lean()).toMatchObject({
      status: 'new',
      notes: '',
    });
  });

  it('when only name and course are sent, then the optional fields are stored empty', async () => {
    const res = await send({ name: 'Ravi', course: 'JEE' });

    expect(res.status).toBe(201);
    expect(res.body.contactMessage).toMatchObject({ mobile: '', email: '', message: '' });
  });

  it('when name and course are missing or blank, then it answers 400 with both messages', async () => {
    for (const body of [{}, { name: '  ', course: '' }]) {
      const res = await send(body);

      expect(res.status).toBe(400);
      expectEnvelope(res.body, 'VALIDATION_ERROR');
      expect(res.body.details).toEqual(
        expect.arrayContaining([
          { path: 'name', message: 'Name is required.' },
          { path: 'course', message: 'Course is required.' },
        ]),
      );
    }
    expect(await ContactMessageModel.countDocuments()).toBe(0);
  });

  it.each([
    ['email', 'not-an-email'],
    ['mobile', 'call me'],
  ])('when %s is %j, then it answers 400 naming it', async (field, value) => {
    const res = await send({ ...form, [field]: value });

    expect(res.status).toBe(400);
    expect(res.body.details.map((d: { path: string }) => d.path)).toEqual([field]);
  });

  it.each([
    ['status', 'enrolled'],
    ['notes', 'VIP'],
    ['_id', UNKNOWN_ID],
    ['createdAt', '2020-01-01T00:00:00.000Z'],
  ])('when the form also sets %s, then it answers 400 and writes nothing', async (key, value) => {
    const before = await ContactMessageModel.countDocuments();

    const res = await send({ ...form, [key]: value });

    expect(res.status).toBe(400);
    expectEnvelope(res.body, 'VALIDATION_ERROR');
    expect(await ContactMessageModel.countDocuments()).toBe(before);
  });
});

describe('GET /api/contact', () => {
  it('when an admin asks, then messages come newest first', async () => {
    for (const name of ['Oldest', 'Middle', 'Newest']) await send({ ...form, name });

    const res = await api.get('/api/contact').set('Authorization', admin);

    expect(res.status).toBe(200);
    expect(res.body.messages.map((m: { name: string }) => m.name)).toEqual([
      'Newest',
      'Middle',
      'Oldest',
    ]);
    expect(Object.keys(res.body.messages[0]).sort()).toEqual(MESSAGE_KEYS);
  });

  it('when read newest first or by status, then indexes serve it', async () => {
    const keys = (await ContactMessageModel.collection.indexes()).map((index) => index.key);

    expect(keys).toContainEqual({ createdAt: -1, _id: -1 });
    expect(keys).toContainEqual({ status: 1, createdAt: -1 });
  });

  it('when there are none, then it answers an empty list', async () => {
    const res = await api.get('/api/contact').set('Authorization', admin);

    expect(res.body).toEqual({ messages: [], total: 0, page: 1, limit: 50 });
  });
});

describe('PATCH /api/contact/:id', () => {
  const patch = (id: string, body: object) =>
    api.patch(`/api/contact/${id}`).set('Authorization', admin).send(body);

  it('when an admin changes status and notes, then it answers 200 with the message', async () => {
    const { body } = await send(form);
    const id = body.contactMessage._id;

    const status = await patch(id, { status: 'demo-scheduled' });
    const notes = await patch(id, { notes: 'Demo on Friday 5 pm.' });

    expect(status.status).toBe(200);
    expect(status.body.contactMessage).toMatchObject({ status: 'demo-scheduled', notes: '' });
    expect(notes.status).toBe(200);
    expect(notes.body).toEqual({
      contactMessage: {
        ...body.contactMessage,
        status: 'demo-scheduled',
        notes: 'Demo on Friday 5 pm.',
      },
    });
  });

  it.each([[{ status: 'archived' }], [{}], [{ name: 'Changed' }], [{ status: { $ne: 'x' } }]])(
    'when the body is %j, then it answers 400 and nothing changes',
    async (change) => {
      const { body } = await send(form);

      const res = await patch(body.contactMessage._id, change);

      expect(res.status).toBe(400);
      expectEnvelope(res.body, 'VALIDATION_ERROR');
      const stored = await ContactMessageModel.findById(body.contactMessage._id).lean();
      expect(stored).toMatchObject({ name: form.name, status: 'new', notes: '' });
    },
  );

  it('when the status is invalid, then the details list the allowed ones', async () => {
    const { body } = await send(form);

    const res = await patch(body.contactMessage._id, { status: 'archived' });

    expect(res.body.details).toEqual([
      {
        path: 'status',
        message: 'Status must be one of new, contacted, demo-scheduled, enrolled, closed, spam.',
      },
    ]);
  });

  it.each([UNKNOWN_ID, 'not-an-id'])('when the id is %s, then it answers 404', async (id) => {
    const res = await patch(id, { status: 'closed' });

    expect(res.status).toBe(404);
    expectEnvelope(res.body, 'NOT_FOUND');
  });
});

describe('admin guard', () => {
  const routes = [
    ['GET', '/api/contact'],
    ['PATCH', `/api/contact/${UNKNOWN_ID}`],
    ['GET', '/api/contact/export'],
  ] as const;
  const call = (method: string, path: string) =>
    method === 'GET' ? api.get(path) : api.patch(path).send({ status: 'closed' });

  it.each(routes)('when %s %s is anonymous, then it answers 401', async (method, path) => {
    const res = await call(method, path);

    expect(res.status).toBe(401);
    expectEnvelope(res.body, 'UNAUTHORIZED');
  });

  it.each(routes)('when %s %s comes from a user, then it answers 403', async (method, path) => {
    const res = await call(method, path).set('Authorization', user);

    expect(res.status).toBe(403);
    expectEnvelope(res.body, 'FORBIDDEN');
  });
});
