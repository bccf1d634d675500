import { describe, expect, it } from 'vitest';
import { expectEnvelope, testClient } from '../../../../test/http';
import { courseV1Body, insertInstructor } from '../../courses-v1/__tests__/course-fixtures';
import { CourseModel } from '../../courses-v1/courses-v1.model';
import { PDF, uploaded } from '../../files/__tests__/sample-files';
import { deleteFile } from '../../files/files.service';
import { ResourceModel } from '../../resources/resources.model';
import { TestimonyModel } from '../../testimonies/testimonies.model';
import { AuditEntryModel } from '../audit.model';
import { auditEntriesOnceThere } from './audit-fixtures';
import { entryIdOf, restoreSuite } from './restore-fixtures';

const api = testClient();
const { staff, restore, as, deletedResource } = restoreSuite(api);

/** An entry stored as an older release or another route wrote it. */
async function storedEntry(fields: Record<string, unknown>): Promise<string> {
  const entry = await AuditEntryModel.create({
    actorId: '64b7f0c2a1b2c3d4e5f60719',
    action: 'update',
    entity: 'testimony',
    entityId: '64b7f0c2a1b2c3d4e5f60720',
    changedFields: [],
    createdAt: new Date(),
    ...fields,
  });
  return String(entry._id);
}

describe('POST /api/audit/:id/restore: refusals change nothing', () => {
  it('when a file the item links has been removed, then 409 naming it, even with force, and the item stays deleted', async () => {
    const { entry, file, id } = await deletedResource();
    await deleteFile(file.split('/').pop()!);

    const res = await restore(entry);
    const forced = await restore(entry, { force: true });

    expect(res.status).toBe(409);
    expectEnvelope(res.body, 'CONFLICT');
    expect(res.body.message).toBe(
      `This item (resource) can no longer be restored: the file ${file} it links to has been removed.`,
    );
    expect(forced.status).toBe(409);
    expect(await ResourceModel.exists({ _id: id })).toBeNull();
  });

  it('when details are restored after their course was deleted, then 409 saying so', async () => {
    const course = await as(api.post('/api/courses')).send(courseV1Body(await insertInstructor()));
    const id = course.body.course._id as string;
    await as(api.post(`/api/courses/${id}/details`)).send({ overview: 'First.' });
    await as(api.put(`/api/courses/${id}/details`)).send({ overview: 'Second.' });
    const entry = await entryIdOf(id, 'update');
    await CourseModel.deleteOne({ _id: id });

    const res = await restore(entry, { force: true });

    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'This item (course details) can no longer be restored: its course (v1) has been deleted.',
    );
  });

  it('when the entry records a create or an upload, then 400 saying only changes can be restored', async () => {
    const created = await as(api.post('/api/testimonies')).send({
      studentName: 'Aisha',
      text: 'Hi.',
    });
    const upload = await uploaded(api, staff.admin, PDF, 'notes.pdf');

    const create = await restore(await entryIdOf(created.body.testimony._id, 'create'));
    const uploadRes = await restore(await entryIdOf(upload.split('/').pop()!, 'upload'));

    expect(create.status).toBe(400);
    expectEnvelope(create.body, 'BAD_REQUEST');
    expect(create.body.message).toBe(
      'Only updates, status changes, deletes and restores can be restored; this entry records a create.',
    );
    expect(uploadRes.status).toBe(400);
    expect(await TestimonyModel.exists({ _id: created.body.testimony._id })).not.toBeNull();
  });

  it.each([
    [
      'a booking',
      { entity: 'booking', snapshot: { before: null, after: null } },
      'Bookings cannot',
    ],
    ['an entry kept before restores', {}, 'kept no earlier version'],
  ])('when the entry is %s, then 400 with the reason', async (_label, fields, reason) => {
    const res = await restore(await storedEntry(fields));

    expect(res.status).toBe(400);
    expectEnvelope(res.body, 'BAD_REQUEST');
    expect(res.body.message).toContain(reason);
  });

  it.each([
    ['an unknown entry', '65a1b2c3d4e5f60718293a4b'],
    ['a malformed id', 'not-an-id'],
  ])('when asked for %s, then 404', async (_label, id) => {
    const res = await restore(id);

    expect(res.status).toBe(404);
    expectEnvelope(res.body, 'NOT_FOUND');
  });

  it('when force is not true or false, or the body has other keys, then 400 with details', async () => {
    const { entry, id } = await deletedResource();

    const wrongType = await restore(entry, { force: 'yes' });
    const extra = await restore(entry, { again: true });

    expect(wrongType.status).toBe(400);
    expect(wrongType.body.details).toEqual([
      { path: 'force', message: 'force must be true or false.' },
    ]);
    expect(extra.status).toBe(400);
    expect(await ResourceModel.exists({ _id: id })).toBeNull();
  });

  it('when restores were refused, then none was recorded; the one that succeeds is', async () => {
    const { entry, id } = await deletedResource();
    await restore(entry, { force: 'yes' });
    await restore(await storedEntry({}));

    expect((await restore(entry)).status).toBe(200);

    const entries = await auditEntriesOnceThere({ action: 'restore' });
    expect(entries.map((recorded) => recorded.entityId)).toEqual([id]);
  });
});
