import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUserWithToken, expectEnvelope, testClient } from '../../../../test/http';
import {
  binary,
  dataUrl,
  padded,
  PDF,
  PNG,
  storedUploadCounts,
} from '../../files/__tests__/sample-files';
import { TeamMemberModel } from '../team.model';

const api = testClient();
let admin: string;
let user: string;

const MEMBER_KEYS = [
  '_id',
  'avatarImage',
  'bio',
  'createdAt',
  // Admins' answers only (team-private-fields.test.ts).
  'email',
  'imageUrl',
  'meetingLink',
  'name',
  'profileImage',
  'role',
  'specialties',
  'updatedAt',
];
const PUBLIC_MEMBER_KEYS = MEMBER_KEYS.filter((key) => key !== 'email' && key !== 'meetingLink');
const valid = {
  name: 'Dr. Anika Sharma',
  role: 'IB Mathematics Lead',
  bio: 'Twelve years of IB Mathematics.',
  specialties: ['Calculus', 'Statistics'],
};

beforeAll(async () => {
  admin = (await createUserWithToken('admin')).authorization;
  user = (await createUserWithToken('user')).authorization;
});

beforeEach(async () => {
  await TeamMemberModel.deleteMany({});
});

const create = (body: object) => api.post('/api/team').set('Authorization', admin).send(body);

describe('GET /api/team', () => {
  it('when members exist, then anyone gets them oldest first', async () => {
    await create({ ...valid, name: 'First' });
    await create({ ...valid, name: 'Second' });

    const res = await api.get('/api/team');

    expect(res.status).toBe(200);
    expect(res.body.members.map((m: { name: string }) => m.name)).toEqual(['First', 'Second']);
    expect(Object.keys(res.body.members[0]).sort()).toEqual(PUBLIC_MEMBER_KEYS);
  });

  it('when there are no members, then it answers an empty list', async () => {
    const res = await api.get('/api/team');

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ members: [] });
  });
});

describe('POST /api/team', () => {
  it('when an admin sends a valid member, then it answers 201 with the member', async () => {
    const res = await create(valid);

    expect(res.status).toBe(201);
    expect(Object.keys(res.body.member).sort()).toEqual(MEMBER_KEYS);
    expect(res.body.member).toMatchObject({
      ...valid,
      avatarImage: '',
      profileImage: '',
      imageUrl: '',
    });
  });

  it.each([
    ['name', { ...valid, name: '  ' }, 'Name is required.'],
    ['role', { name: 'Someone' }, 'Role is required.'],
  ])('when %s is missing, then it answers 400 with details', async (path, body, message) => {
    const res = await create(body);

    expect(res.status).toBe(400);
    expectEnvelope(res.body, 'VALIDATION_ERROR');
    expect(res.body.details).toContainEqual({ path, message });
  });

  it('when the body has an unknown key, then it answers 400 and saves nothing', async () => {
    const res = await create({ ...valid, isAdmin: true });

    expect(res.status).toBe(400);
    expectEnvelope(res.body, 'VALIDATION_ERROR');
    expect(await TeamMemberModel.countDocuments()).toBe(0);
  });

  it('when the avatar is an inline data URL, then it is stored as a file and served', async () => {
    const photo = padded(PNG, 150 * 1024); // over the 100 kB limit of other JSON routes

    const res = await create({ ...valid, avatarImage: dataUrl('image/png', photo) });

    expect(res.status).toBe(201);
    expect(res.body.member.avatarImage).toMatch(/^\/api\/files\/[a-f0-9]{24}$/);
    const file = await api.get(res.body.member.avatarImage).buffer(true).parse(binary);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(file.body as Buffer, photo)).toBe(0);
  });

  it('when imageUrl is a Drive share link, then it is saved as the direct image link', async () => {
    const res = await create({
      ...valid,
      imageUrl: 'https://drive.google.com/file/d/1AbC-dEf_GhIjKlMnOp/view?usp=sharing',
    });

    expect(res.status).toBe(201);
    expect(res.body.member.imageUrl).toBe(
      'https://drive.google.com/uc?export=view&id=1AbC-dEf_GhIjKlMnOp',
    );
  });

  it('when imageUrl is a small inline data URL, then it is stored as a file too', async () => {
    const res = await create({ ...valid, imageUrl: dataUrl('image/png', PNG) });

    expect(res.status).toBe(201);
    expect(res.body.member.imageUrl).toMatch(/^\/api\/files\/[a-f0-9]{24}$/);
  });

  it('when the body is over the 4 MB team limit, then it answers 413', async () => {
    const res = await create({ ...valid, bio: 'x'.repeat(4 * 1024 * 1024 + 1) });

    expect(res.status).toBe(413);
    expectEnvelope(res.body, 'PAYLOAD_TOO_LARGE');
  });

  it('when a data URL holds PDF bytes, then it answers 415 and saves nothing', async () => {
    const before = await storedUploadCounts();

    const res = await create({
      ...valid,
      profileImage: dataUrl('image/png', PNG),
      avatarImage: dataUrl('image/png', PDF),
    });

    expect(res.status).toBe(415);
    expectEnvelope(res.body, 'UNSUPPORTED_MEDIA_TYPE');
    expect(res.body.details).toEqual([{ path: 'avatarImage', message: expect.any(String) }]);
    expect(await TeamMemberModel.countDocuments()).toBe(0);
    expect(await storedUploadCounts()).toEqual(before);
  });

  it.each([
    ['not base64', 'data:image/png;base64,not*base64!'],
    ['not an image type', `data:text/html;base64,${Buffer.from('<b>x</b>').toString('base64')}`],
    ['not base64-encoded', 'data:image/png,rawbytes'],
  ])('when a data URL is %s, then it answers 400 and saves nothing', async (_l, value) => {
    const res = await create({ ...valid, avatarImage: value });

    expect(res.status).toBe(400);
    expect(await TeamMemberModel.countDocuments()).toBe(0);
  });

  it('when an inline image is over 2 MB, then it answers 413', async () => {
    const res = await create({
      ...valid,
      avatarImage: dataUrl('image/png', padded(PNG, 2 * 1024 * 1024 + 1)),
    });

    expect(res.status).toBe(413);
    expectEnvelope(res.body, 'PAYLOAD_TOO_LARGE');
  });

  it('when nobody is signed in, then it answers 401', async () => {
    const res = await api.post('/api/team').send(valid);

    expect(res.status).toBe(401);
  });

  it('when a non-admin creates, then it answers 403', async () => {
    const res = await api.post('/api/team').set('Authorization', user).send(valid);

    expect(res.status).toBe(403);
    expectEnvelope(res.body, 'FORBIDDEN');
  });
});
