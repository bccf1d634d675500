import { beforeAll, describe, expect, it } from 'vitest';
import { RELEASED_FILE_RETENTION_DAYS } from '@tutoring/shared';
import { expectEnvelope, testClient } from '../../../../test/http';
import { courseV1Body, insertInstructor } from '../../courses-v1/__tests__/course-fixtures';
import { courseV2Body } from '../../courses-v2/__tests__/course-v2-fixtures';
import { CourseV2Model } from '../../courses-v2/courses-v2.model';
import { PNG, uploaded } from '../../files/__tests__/sample-files';
import { toFileId, uploadedFiles } from '../../files/files.bucket';
import { auditEntriesOnceThere } from './audit-fixtures';
import { entryIdOf, restoreSuite } from './restore-fixtures';

const DAY_MS = 24 * 60 * 60 * 1000;
let now = new Date('2025-03-01T09:00:00.000Z');
// The response cache is on: a restore must invalidate it like any write.
const api = testClient({ responseCache: true, clock: () => now });
const { staff, restore, as, deletedResource } = restoreSuite(api);
let instructor: string;

beforeAll(async () => {
  instructor = await insertInstructor();
});

async function courseV2(title: string): Promise<string> {
  const res = await as(api.post('/api/coursesv2')).send(courseV2Body(instructor, { title }));
  expect(res.status).toBe(201);
  return res.body.course._id as string;
}

const renameV2 = (id: string, title: string) =>
  as(api.put(`/api/coursesv2/${id}`)).send(courseV2Body(instructor, { title }));

/** What a visitor sees (anonymous: answered from the response cache when it can). */
const publicTitle = async (id: string) =>
  (await api.get(`/api/coursesv2/${id}`)).body.course?.title;

describe('before-images in the trail', () => {
  it('when entries are listed, then updates and deletes are restorable, creates are not, and no before-image is answered', async () => {
    const id = await courseV2('IB Maths AA');
    await renameV2(id, 'IB Maths AI');
    await as(api.delete(`/api/coursesv2/${id}`));
    await auditEntriesOnceThere({ entityId: id }, 3);

    const res = await as(api.get('/api/audit')).query({ entity: 'course-v2' });

    const mine = res.body.entries.filter((entry: { entityId: string }) => entry.entityId === id);
    expect(mine).toMatchObject([
      { action: 'delete', restorable: true },
      { action: 'update', restorable: true },
      { action: 'create', restorable: false },
    ]);
    expect(JSON.stringify(res.body)).not.toContain('snapshot');
    expect(JSON.stringify(res.body)).not.toContain('IB Maths AA');
  });
});

describe('POST /api/audit/:id/restore', () => {
  it('when an update of a v2 course is restored, then the public page shows the old title at once, same id and createdAt', async () => {
    const id = await courseV2('IB Physics HL');
    const created = await CourseV2Model.findById(id).lean();
    await renameV2(id, 'IB Physics SL');
    expect(await publicTitle(id)).toBe('IB Physics SL');

    const res = await restore(await entryIdOf(id, 'update'));

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ restored: { entity: 'course-v2', id } });
    expect(await publicTitle(id)).toBe('IB Physics HL');
    const restored = await CourseV2Model.findById(id).lean();
    expect(restored?.createdAt).toEqual(created?.createdAt);
    const [entry] = await auditEntriesOnceThere({ entityId: id, action: 'restore' });
    expect(entry).toMatchObject({
      entity: 'course-v2',
      changedFields: ['title'],
      restorable: true,
    });
  });

  it('when a restore is restored, then it is undone', async () => {
    const id = await courseV2('AP Chemistry');
    await renameV2(id, 'AP Chemistry (new)');
    await restore(await entryIdOf(id, 'update'));

    const res = await restore(await entryIdOf(id, 'restore'));

    expect(res.status).toBe(200);
    expect(await publicTitle(id)).toBe('AP Chemistry (new)');
  });

  it('when a deleted v1 course is restored, then it is back under its id with its details', async () => {
    const course = await as(api.post('/api/courses')).send(courseV1Body(instructor));
    const id = course.body.course._id as string;
    const details = await as(api.post(`/api/courses/${id}/details`)).send({
      overview: 'Hands-on Python.',
      modules: [{ title: 'Week 1', duration: 3, resources: [] }],
    });
    expect((await as(api.delete(`/api/courses/${id}`))).status).toBe(204);
    expect((await api.get(`/api/courses/${id}/details`)).status).toBe(404);

    const res = await restore(await entryIdOf(id, 'delete'));

    expect(res.status).toBe(200);
    expect((await api.get(`/api/courses/${id}`)).body.course).toMatchObject({
      _id: id,
      title: 'Python for Data Science',
    });
    expect((await api.get(`/api/courses/${id}/details`)).body.courseDetail).toEqual(
      details.body.courseDetail,
    );
  });

  it('when the restore of a delete is restored, then the item is deleted again with its details', async () => {
    const course = await as(api.post('/api/courses')).send(courseV1Body(instructor));
    const id = course.body.course._id as string;
    await as(api.post(`/api/courses/${id}/details`)).send({ overview: 'Again.' });
    await as(api.delete(`/api/courses/${id}`));
    await restore(await entryIdOf(id, 'delete'));

    const res = await restore(await entryIdOf(id, 'restore'));

    expect(res.status).toBe(200);
    expect((await api.get(`/api/courses/${id}`)).status).toBe(404);
    expect((await api.get(`/api/courses/${id}/details`)).status).toBe(404);
  });

  it('when a deleted resource is restored, then its file is kept, linked again and outlives the window', async () => {
    const { entry, file, id } = await deletedResource();
    const mark = async () =>
      (await uploadedFiles().findOne({ _id: toFileId(file.split('/').pop()!) }))?.metadata
        ?.releasedAt;
    expect(await mark()).toBeDefined();

    const res = await restore(entry);
    now = new Date(now.getTime() + (RELEASED_FILE_RETENTION_DAYS + 1) * DAY_MS);
    await uploaded(api, staff.admin, PNG, 'prunes.png');

    expect(res.status).toBe(200);
    expect((await api.get(`/api/resources/${id}`)).body.resource.fileUrl).toBe(file);
    expect(await mark()).toBeUndefined();
    expect((await api.get(file)).status).toBe(200);
  });

  it('when the item changed since, then 409 saying so and nothing changes; with force it is restored', async () => {
    const id = await courseV2('SAT Maths');
    await renameV2(id, 'SAT Maths II');
    const entry = await entryIdOf(id, 'update');
    await renameV2(id, 'SAT Maths III');

    const refused = await restore(entry);
    const forced = await restore(entry, { force: true });

    expect(refused.status).toBe(409);
    expectEnvelope(refused.body, 'CONFLICT');
    expect(refused.body.message).toContain('has changed since');
    expect(forced.status).toBe(200);
    expect(await publicTitle(id)).toBe('SAT Maths');
  });

  it('when a deleted item exists again, then restoring its delete once more is 409', async () => {
    const id = await courseV2('IGCSE Biology');
    await as(api.delete(`/api/coursesv2/${id}`));
    const entry = await entryIdOf(id, 'delete');
    await restore(entry);

    const res = await restore(entry);

    expect(res.status).toBe(409);
    expect(res.body.message).toContain('exists again');
  });
});
