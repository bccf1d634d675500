import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUserWithToken, testClient } from '../http';
import { courseV2Body } from '../../src/modules/courses-v2/__tests__/course-v2-fixtures';
import { CourseV2Model } from '../../src/modules/courses-v2/courses-v2.model';
import { TeamMemberModel } from '../../src/modules/team/team.model';

const member = { name: 'Dr. Anika Sharma', role: 'IB Mathematics Lead' };
let admin: string;
let api: ReturnType<typeof testClient>;

beforeAll(async () => {
  admin = (await createUserWithToken('admin')).authorization;
});

beforeEach(async () => {
  await TeamMemberModel.deleteMany({});
  await CourseV2Model.deleteMany({});
  api = testClient({ responseCache: true });
});

async function createDraft(): Promise<void> {
  const created = await api.post('/api/team').set('Authorization', admin).send(member);
  const body = courseV2Body(created.body.member._id, { status: 'draft', title: 'Secret draft' });
  await api.post('/api/coursesv2').set('Authorization', admin).send(body).expect(201);
}

describe('the anonymous response cache', () => {
  it('when a public list is read twice, then the second answer is the same bytes from memory', async () => {
    await api.post('/api/team').set('Authorization', admin).send(member).expect(201);
    const first = await api.get('/api/team').buffer(true);
    // Written behind the API's back: only a cached answer can still leave it out.
    await TeamMemberModel.create({ name: 'Unseen', role: 'Tutor' });

    const second = await api.get('/api/team').buffer(true);

    expect(second.status).toBe(200);
    expect(second.text).toBe(first.text);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.headers['content-security-policy']).toContain("object-src 'none'");
  });

  it('when the client already has the current ETag, then it answers 304 without a body', async () => {
    const { headers } = await api.get('/api/team');

    const res = await api.get('/api/team').set('If-None-Match', headers.etag as string);

    expect(res.status).toBe(304);
    expect(res.text).toBeFalsy();
  });

  it('when the first answer is built, then a matching ETag is already 304', async () => {
    const res = await api.get('/api/team').set('If-None-Match', '"nothing"');
    expect(res.status).toBe(200);
    const again = await testClient({ responseCache: true })
      .get('/api/team')
      .set('If-None-Match', res.headers.etag as string);
    expect(again.status).toBe(304);
  });

  it('when a cached list of over 1 KB is read by a browser, then it is sent gzipped with its own ETag', async () => {
    const members = Array.from({ length: 12 }, (_, i) => ({ ...member, name: `Tutor ${i}` }));
    await TeamMemberModel.insertMany(members);
    const first = await api.get('/api/team').set('Accept-Encoding', 'identity').buffer(true);
    expect(first.text.length).toBeGreaterThan(1024);

    const zipped = await api.get('/api/team').set('Accept-Encoding', 'gzip, deflate, br');
    const plain = await api.get('/api/team').set('Accept-Encoding', 'identity').buffer(true);

    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(Number(zipped.headers['content-length'])).toBeLessThan(first.text.length / 2);
    expect(zipped.headers.vary).toMatch(/Accept-Encoding/);
    expect(zipped.body).toEqual(JSON.parse(first.text)); // supertest inflates it
    expect(zipped.headers.etag).not.toBe(first.headers.etag);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(first.text);
    expect(plain.headers.etag).toBe(first.headers.etag);
    const revalidated = await api
      .get('/api/team')
      .set('Accept-Encoding', 'gzip')
      .set('If-None-Match', zipped.headers.etag as string);
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers['content-encoding']).toBeUndefined();
    const firstOfAnotherInstance = await testClient({ responseCache: true })
      .get('/api/team')
      .set('Accept-Encoding', 'gzip');
    expect(firstOfAnotherInstance.headers['content-encoding']).toBe('gzip');
    expect(firstOfAnotherInstance.headers.etag).toBe(zipped.headers.etag);
  });

  it('when an admin writes through the API, then the next anonymous read shows the change', async () => {
    await api.get('/api/team').expect(200);

    await api.post('/api/team').set('Authorization', admin).send(member).expect(201);
    const res = await api.get('/api/team');

    expect(res.body.members.map((m: { name: string }) => m.name)).toEqual([member.name]);
  });

  it('when a team member is renamed, then the cached courses show the new instructor name', async () => {
    const created = await api.post('/api/team').set('Authorization', admin).send(member);
    const id = created.body.member._id as string;
    await api.post('/api/coursesv2').set('Authorization', admin).send(courseV2Body(id));
    await api.get('/api/coursesv2').expect(200);

    await api
      .put(`/api/team/${id}`)
      .set('Authorization', admin)
      .send({ ...member, name: 'Dr. Renamed' });
    const res = await api.get('/api/coursesv2');

    expect(res.body.courses[0].instructor.name).toBe('Dr. Renamed');
  });

  it('when an admin reads first, then drafts never reach the anonymous cache', async () => {
    await createDraft();
    const adminView = await api.get('/api/coursesv2').set('Authorization', admin);
    expect(adminView.body.courses).toHaveLength(1);

    const anonymous = await api.get('/api/coursesv2');
    const anonymousAgain = await api.get('/api/coursesv2');

    expect(anonymous.body.courses).toEqual([]);
    expect(anonymousAgain.body.courses).toEqual([]);
  });

  it('when the anonymous copy is cached, then an admin still gets the drafts', async () => {
    await createDraft();
    await api.get('/api/coursesv2').expect(200);

    const adminView = await api.get('/api/coursesv2').set('Authorization', admin);

    expect(adminView.body.courses.map((c: { title: string }) => c.title)).toEqual(['Secret draft']);
  });

  it('when a write is refused, then the cached copy stays (nothing changed)', async () => {
    await api.get('/api/team').expect(200);
    await TeamMemberModel.create({ name: 'Unseen', role: 'Tutor' });

    await api.post('/api/team').set('Authorization', admin).send({}).expect(400);
    const res = await api.get('/api/team');

    expect(res.body.members).toEqual([]);
  });
});
