import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { itRefusesNonAdminWrites } from '../../../../test/admin-only';
import { createUserWithToken, expectEnvelope, testClient } from '../../../../test/http';
import { ResourceModel } from '../resources.model';

const api = testClient();
let admin: string;
let user: string;

const RESOURCE_KEYS = [
  '_id',
  'category',
  'createdAt',
  'description',
  'fileType',
  'fileUrl',
  'title',
  'type',
  'updatedAt',
];
const valid = {
  title: 'IB Mathematics Formula Booklet',
  description: 'Every formula for Papers 1–3.',
  fileUrl: '/resources/ib-maths-formula-booklet.pdf',
  fileType: 'PDF',
  category: 'General',
  type: 'document',
};
const UNKNOWN_ID = '64b7f0c2a1b2c3d4e5f60718';

beforeAll(async () => {
  admin = (await createUserWithToken('admin')).authorization;
  user = (await createUserWithToken('user')).authorization;
});

beforeEach(async () => {
  await ResourceModel.deleteMany({});
});

const create = (body: object) => api.post('/api/resources').set('Authorization', admin).send(body);

describe('GET /api/resources', () => {
  it('when resources exist, then anyone gets them oldest first', async () => {
    await create({ ...valid, title: 'First' });
    await create({ ...valid, title: 'Second' });
    await create({ ...valid, title: 'Third' });

    const res = await api.get('/api/resources');

    expect(res.status).toBe(200);
    expect(res.body.resources.map((r: { title: string }) => r.title)).toEqual([
      'First',
      'Second',
      'Third',
    ]);
    expect(Object.keys(res.body.resources[0]).sort()).toEqual(RESOURCE_KEYS);
  });

  it('when there are none, then it answers an empty list', async () => {
    const res = await api.get('/api/resources');

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ resources: [] });
  });

  it('when the list is read, then an index serves its sort', async () => {
    const indexes = await ResourceModel.collection.indexes();

    expect(indexes.map((index) => index.key)).toContainEqual({ createdAt: 1, _id: 1 });
  });
});

describe('GET /api/resources/:id', () => {
  it('when the resource exists, then anyone gets it', async () => {
    const { body } = await create(valid);

    const res = await api.get(`/api/resources/${body.resource._id}`);

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ resource: body.resource });
  });

  it.each([UNKNOWN_ID, 'not-an-id', '123'])(
    'when the id is %s, then it answers 404',
    async (id) => {
      const res = await api.get(`/api/resources/${id}`);

      expect(res.status).toBe(404);
      expectEnvelope(res.body, 'NOT_FOUND');
    },
  );
});

describe('POST /api/resources', () => {
  it('when an admin sends a valid resource, then it answers 201 with the stored resource', async () => {
    const res = await create({ ...valid, title: '  Trimmed  ' });

    expect(res.status).toBe(201);
    expect(Object.keys(res.body.resource).sort()).toEqual(RESOURCE_KEYS);
    expect(res.body.resource).toMatchObject({ ...valid, title: 'Trimmed' });
    expect(await ResourceModel.countDocuments()).toBe(1);
  });

  it('when the description is left out, then it is stored empty', async () => {
    const { description: _omitted, ...withoutDescription } = valid;

    const res = await create(withoutDescription);

    expect(res.status).toBe(201);
    expect(res.body.resource.description).toBe('');
  });
});

describe('PUT /api/resources/:id', () => {
  it('when an admin replaces a resource, then every field takes the new value', async () => {
    const { body } = await create(valid);
    const replacement = {
      title: 'Intro video',
      fileUrl: '/resources/intro.mp4',
      fileType: 'VIDEO',
      category: 'Design',
      type: 'video',
    };

    const res = await api
      .put(`/api/resources/${body.resource._id}`)
      .set('Authorization', admin)
      .send(replacement);

    expect(res.status).toBe(200);
    expect(res.body.resource).toMatchObject({ ...replacement, description: '' });
    expect(res.body.resource._id).toBe(body.resource._id);
    expect(res.body.resource.createdAt).toBe(body.resource.createdAt);
  });

  it.each([UNKNOWN_ID, 'not-an-id'])('when the id is %s, then it answers 404', async (id) => {
    const res = await api.put(`/api/resources/${id}`).set('Authorization', admin).send(valid);

    expect(res.status).toBe(404);
    expectEnvelope(res.body, 'NOT_FOUND');
  });
});

describe('DELETE /api/resources/:id', () => {
  it('when an admin deletes a resource, then it answers 204 and it is gone', async () => {
    const { body } = await create(valid);

    const res = await api.delete(`/api/resources/${body.resource._id}`).set('Authorization', admin);

    expect(res.status).toBe(204);
    expect((await api.get(`/api/resources/${body.resource._id}`)).status).toBe(404);
  });

  it.each([UNKNOWN_ID, 'not-an-id'])('when the id is %s, then it answers 404', async (id) => {
    const res = await api.delete(`/api/resources/${id}`).set('Authorization', admin);

    expect(res.status).toBe(404);
  });
});

describe('admin guard', () => {
  itRefusesNonAdminWrites({
    writes: [
      ['POST', () => api.post('/api/resources').send(valid)],
      ['PUT', (id) => api.put(`/api/resources/${id}`).send(valid)],
      ['DELETE', (id) => api.delete(`/api/resources/${id}`)],
    ],
    arrange: async () => String((await ResourceModel.create(valid))._id),
    snapshot: () => ResourceModel.find().sort({ _id: 1 }).lean(),
    userAuthorization: () => user,
  });
});
