import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { filesListSchema, RELEASED_FILE_RETENTION_DAYS } from '@tutoring/shared';
import { createUserWithToken, expectEnvelope, testClient } from '../../../../test/http';
import { auditEntriesOnceThere } from '../../audit/__tests__/audit-fixtures';
import { courseV2Body } from '../../courses-v2/__tests__/course-v2-fixtures';
import { CourseV2Model } from '../../courses-v2/courses-v2.model';
import { SiteSettingsModel } from '../../site-settings/site-settings.model';
import { TeamMemberModel } from '../../team/team.model';
import { uploadsBucket } from '../files.bucket';
import { PDF, PNG, MP4, storedUploadCounts, uploaded } from './sample-files';

let now = new Date('2025-03-01T09:00:00.000Z');
const api = testClient({ clock: () => now });
let admin: string;

beforeAll(async () => {
  admin = (await createUserWithToken('admin')).authorization;
});

beforeEach(async () => {
  const bucket = uploadsBucket();
  for (const file of await bucket.find({}).toArray()) await bucket.delete(file._id);
  await Promise.all([TeamMemberModel, CourseV2Model].map((model) => model.deleteMany({})));
  await SiteSettingsModel.deleteMany({});
});

const stored = (bytes: Buffer, filename: string) => uploaded(api, admin, bytes, filename);
const idOf = (url: string) => url.split('/').pop()!;
const list = (query: object = {}) => api.get('/api/files').query(query).set('Authorization', admin);
const namesOf = (body: { files: { filename: string }[] }) =>
  body.files.map((file) => file.filename);

/** A PDF that a resource linked until the resource was deleted, so now released: its link. */
async function releasedFile() {
  const file = await stored(PDF, 'old.pdf');
  const resource = await api.post('/api/resources').set('Authorization', admin).send({
    title: 'Old handout',
    fileUrl: file,
    fileType: 'PDF',
    category: 'General',
    type: 'document',
  });
  await api.delete(`/api/resources/${resource.body.resource._id}`).set('Authorization', admin);
  return file;
}

const remove = (id: string) => api.delete(`/api/files/${id}`).set('Authorization', admin);

describe('GET /api/files', () => {
  it('when files are stored, then they come newest first in the shared shape, a page at a time', async () => {
    const handout = await stored(PDF, 'Handout.pdf');
    await stored(PNG, 'photo.png');
    await stored(MP4, 'clip.mp4');

    const first = await list({ limit: 2 });
    const second = await list({ limit: 2, page: 2 });

    expect(first.status).toBe(200);
    expect(filesListSchema.parse(first.body)).toEqual(first.body);
    expect(namesOf(first.body)).toEqual(['clip.mp4', 'photo.png']);
    expect(first.body).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(second.body.files).toEqual([
      {
        _id: idOf(handout),
        url: handout,
        filename: 'Handout.pdf',
        contentType: 'application/pdf',
        kind: 'document',
        size: PDF.length,
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        usedBy: [],
      },
    ]);
  });

  it('when q and type are given, then the name matches in any letter case, taken literally, of that kind', async () => {
    await stored(PDF, 'Physics notes.pdf');
    await stored(PNG, 'physics-lab.png');
    await stored(PDF, 'Chemistry.pdf');

    expect(namesOf((await list({ q: 'PHYSICS' })).body)).toEqual([
      'physics-lab.png',
      'Physics notes.pdf',
    ]);
    expect(namesOf((await list({ q: 'physics', type: 'document' })).body)).toEqual([
      'Physics notes.pdf',
    ]);
    expect((await list({ q: '.*' })).body.total).toBe(0);
  });

  it('when sort is filename or size, then that order; a bad sort is 400 naming the allowed values', async () => {
    await stored(Buffer.concat([PDF, Buffer.alloc(100)]), 'b.pdf');
    await stored(PNG, 'c.png');
    await stored(Buffer.concat([PDF, Buffer.alloc(10)]), 'a.pdf');

    expect(namesOf((await list({ sort: 'filename' })).body)).toEqual(['a.pdf', 'b.pdf', 'c.png']);
    expect(namesOf((await list({ sort: '-size' })).body)).toEqual(['b.pdf', 'a.pdf', 'c.png']);
    const refused = await list({ sort: 'kind' });
    expect(refused.status).toBe(400);
    expectEnvelope(refused.body, 'VALIDATION_ERROR');
    expect(refused.body.message).toBe(
      'Sort must be one of createdAt, -createdAt, filename, -filename, size, -size.',
    );
  });

  it('when items link a file, then usedBy names each: a course, a team member, the site settings', async () => {
    const logo = await stored(PNG, 'logo.png');
    const member = await TeamMemberModel.create({
      name: 'Dr. Rao',
      role: 'Physics',
      imageUrl: logo,
    });
    const course = await api
      .post('/api/coursesv2')
      .set('Authorization', admin)
      .send(courseV2Body(String(member._id), { title: 'IB Physics HL', image: `${logo}?v=1` }));
    await api
      .put('/api/settings/site')
      .set('Authorization', admin)
      .send({ name: 'Harbour Lights', logo });

    const [file] = (await list()).body.files;

    expect(file.usedBy).toHaveLength(3);
    expect(file.usedBy).toEqual(
      expect.arrayContaining([
        { entity: 'course-v2', id: course.body.course._id, label: 'Course (v2): IB Physics HL' },
        { entity: 'team-member', id: String(member._id), label: 'Team member: Dr. Rao' },
        { entity: 'site-settings', id: 'site', label: 'Site settings' },
      ]),
    );
  });

  it('when an image has resized copies, then only the original is listed', async () => {
    const photo = await stored(PNG, 'photo.png');
    expect((await api.get(`${photo}?w=160`)).status).toBe(200);
    expect((await uploadsBucket().find({}).toArray()).length).toBe(2);

    const res = await list();

    expect(namesOf(res.body)).toEqual(['photo.png']);
    expect(res.body.total).toBe(1);
  });

  it('when a write let go of a file, then it is listed with its removal date', async () => {
    const file = await releasedFile();

    const [listed] = (await list()).body.files;

    const due = new Date(now.getTime() + RELEASED_FILE_RETENTION_DAYS * 24 * 60 * 60 * 1000);
    expect(listed).toMatchObject({ url: file, usedBy: [], removalDue: due.toISOString() });
  });

  it('when the list is read after the window, then the released file is gone from it and the store', async () => {
    const file = await releasedFile();
    now = new Date(now.getTime() + (RELEASED_FILE_RETENTION_DAYS + 1) * 24 * 60 * 60 * 1000);

    const res = await list();

    expect(res.body.total).toBe(0);
    expect((await api.get(file)).status).toBe(404);
  });
});

describe('DELETE /api/files/:id', () => {
  it('when the file is unused, then it, its chunks and its resized copies go (204), and it is audited', async () => {
    const photo = await stored(PNG, 'photo.png');
    await api.get(`${photo}?w=160`);

    const res = await remove(idOf(photo));

    expect(res.status).toBe(204);
    expect(await storedUploadCounts()).toEqual({ files: 0, chunks: 0 });
    expect((await api.get(photo)).status).toBe(404);
    const [entry] = await auditEntriesOnceThere({ entity: 'file', action: 'delete' });
    expect(entry).toMatchObject({ entityId: idOf(photo), restorable: false });
  });

  it('when an item links the file, then it answers 409 naming the item and deletes nothing', async () => {
    const photo = await stored(PNG, 'rao.png');
    const member = await TeamMemberModel.create({
      name: 'Dr. Rao',
      role: 'Physics',
      avatarImage: photo,
    });
    const before = await storedUploadCounts();

    const res = await remove(idOf(photo));

    expect(res.status).toBe(409);
    expectEnvelope(res.body, 'CONFLICT');
    expect(res.body.message).toBe(
      'This file is still used by Team member: Dr. Rao: remove it there first.',
    );
    expect(res.body.details).toEqual([
      { path: `team-member/${String(member._id)}`, message: 'Team member: Dr. Rao' },
    ]);
    expect(await storedUploadCounts()).toEqual(before);
    expect((await api.get(photo)).status).toBe(200);
  });

  it.each([
    ['an unknown id', '65a1b2c3d4e5f60718293a4b'],
    ['a malformed id', 'not-an-id'],
  ])('when asked for %s, then it answers 404', async (_label, id) => {
    const res = await remove(id);

    expect(res.status).toBe(404);
    expectEnvelope(res.body, 'NOT_FOUND');
  });

  it('when asked for a resized copy, then it answers 404 and the copy stays with its original', async () => {
    const photo = await stored(PNG, 'photo.png');
    await api.get(`${photo}?w=160`);
    const [variant] = await uploadsBucket()
      .find({ 'metadata.variantOf': idOf(photo) })
      .toArray();

    const res = await remove(String(variant!._id));

    expect(res.status).toBe(404);
    expect((await storedUploadCounts()).files).toBe(2);
  });
});
