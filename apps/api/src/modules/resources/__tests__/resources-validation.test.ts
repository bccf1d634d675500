import fc from 'fast-check';
import {
  itStoresNothingForMalformedBodies,
  malformedBodies,
} from '../../../../test/invalid-writes';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUserWithToken, expectEnvelope, testClient } from '../../../../test/http';
import { ResourceModel } from '../resources.model';

const api = testClient();
let admin: string;

const valid = {
  title: 'Student Enrollment Form',
  description: '',
  fileUrl: '/resources/student-enrollment-form.pdf',
  fileType: 'PDF',
  category: 'Forms',
  type: 'document',
};

beforeAll(async () => {
  admin = (await createUserWithToken('admin')).authorization;
});

const create = (body: unknown) =>
  api
    .post('/api/resources')
    .set('Authorization', admin)
    .send(body as object);

const detailsOf = (body: { details?: { path: string; message: string }[] }) =>
  Object.fromEntries((body.details ?? []).map((detail) => [detail.path, detail.message]));

describe('POST /api/resources validation', () => {
  it('when every required field is missing, then it answers 400 with a detail for each', async () => {
    const res = await create({});

    expect(res.status).toBe(400);
    expectEnvelope(res.body, 'VALIDATION_ERROR');
    expect(detailsOf(res.body)).toEqual({
      title: 'Title is required.',
      fileUrl: 'File URL is required.',
      fileType: 'File type is required.',
      category: 'Category is required.',
      type: 'Type is required.',
    });
  });

  it.each([
    ['title', '   ', 'Title is required.'],
    ['fileUrl', '  ', 'File URL is required.'],
    ['fileType', 'EXE', 'File type is required.'],
    ['category', '  ', 'Category is required.'],
    [
      'category',
      'Cooking',
      // Not one of the settings' list: a fresh site has the spec's.
      'Choose one of the categories: Web Development, Data Science, Design, Cloud Computing, General, Forms.',
    ],
    ['type', 'audio', 'Type is required.'],
    ['fileUrl', 'javascript:alert(1)', 'Link is not allowed.'],
  ])('when %s is %j, then it answers 400 naming it', async (field, value, message) => {
    const res = await create({ ...valid, [field]: value });

    expect(res.status).toBe(400);
    expect(res.body.details).toContainEqual({ path: field, message });
  });

  it('when the body has an unknown key, then it answers 400 and stores nothing', async () => {
    const before = await ResourceModel.countDocuments();

    const res = await create({ ...valid, _id: '64b7f0c2a1b2c3d4e5f60718', createdAt: 'x' });

    expect(res.status).toBe(400);
    expect(await ResourceModel.countDocuments()).toBe(before);
  });

  it('when a PUT body is invalid, then it answers 400 and the resource keeps its values', async () => {
    const { body } = await create(valid);

    const res = await api
      .put(`/api/resources/${body.resource._id}`)
      .set('Authorization', admin)
      .send({ ...valid, category: 'Nope' });

    expect(res.status).toBe(400);
    expect((await api.get(`/api/resources/${body.resource._id}`)).body.resource.category).toBe(
      'Forms',
    );
  });
});

/** Bodies that are not a valid resource: anything at all, operator keys, wrong types. */
const malformedBody = malformedBodies(
  fc.record({
    title: fc.oneof(fc.integer(), fc.constant(null), fc.array(fc.string()), fc.object()),
    fileUrl: fc.anything(),
    fileType: fc.string(),
    category: fc.string(),
    type: fc.anything(),
  }),
  fc.constant({ ...valid, fileUrl: { $gt: '' } }),
);

describe('POST /api/resources with arbitrary malformed bodies', () => {
  itStoresNothingForMalformedBodies({
    bodies: malformedBody,
    send: (json) =>
      api
        .post('/api/resources')
        .set('Authorization', admin)
        .set('Content-Type', 'application/json')
        .send(json),
    count: () => ResourceModel.countDocuments(),
  });
});
