import { beforeAll, describe, expect, it } from 'vitest';
import { expectEnvelope, testClient } from '../../../../test/http';
import { courseV2Body } from '../../courses-v2/__tests__/course-v2-fixtures';
import { CourseV2Model } from '../../courses-v2/courses-v2.model';
import { PDF, uploaded } from '../../files/__tests__/sample-files';
import { markReleased } from '../../files/file-retention';
import { toFileId, uploadedFiles } from '../../files/files.bucket';
import { TeamMemberModel } from '../../team/team.model';
import { AuditEntryModel } from '../audit.model';
import { entryIdOf, restoreSuite } from './restore-fixtures';

const api = testClient();
const { staff, restore } = restoreSuite(api);
let instructor: string;

beforeAll(async () => {
  instructor = String((await TeamMemberModel.create({ name: 'Dr Rao', role: 'Physics' }))._id);
});

/** A v2 course created, then edited through the API: the edit's entry and the course id. */
async function editedCourse(first: Record<string, unknown>, then: Record<string, unknown>) {
  const created = await api
    .post('/api/coursesv2')
    .set('Authorization', staff.admin)
    .send(courseV2Body(instructor, first));
  expect(created.status).toBe(201);
  const id = created.body.course._id as string;
  const edited = await api
    .put(`/api/coursesv2/${id}`)
    .set('Authorization', staff.admin)
    .send(courseV2Body(instructor, then));
  expect(edited.status).toBe(200);
  return { id, entry: await entryIdOf(id, 'update') };
}

describe('POST /api/audit/:id/restore checks the rules of today', () => {
  it('when the version to restore breaks a rule added since, then 409 naming the field and the course stays as it is', async () => {
    const { id, entry } = await editedCourse({ title: 'Physics' }, { title: 'Physics HL' });
    // The version was stored under an older, looser rule: a title no form takes today.
    await AuditEntryModel.updateOne(
      { _id: entry },
      { $set: { 'snapshot.before.title': 'P'.repeat(500) } },
    );
    const before = await CourseV2Model.findById(id).lean();

    const res = await restore(entry);

    expect(res.status).toBe(409);
    expectEnvelope(res.body, 'CONFLICT');
    expect(res.body.message).toContain('title');
    expect(res.body.details).toEqual([{ path: 'title', message: expect.any(String) }]);
    expect(await CourseV2Model.findById(id).lean()).toEqual(before);
  });

  it('when the version still passes today, then it is restored', async () => {
    const { id, entry } = await editedCourse({ title: 'Chemistry' }, { title: 'Chemistry HL' });

    const res = await restore(entry);

    expect(res.status).toBe(200);
    expect((await CourseV2Model.findById(id).lean())?.title).toBe('Chemistry');
  });

  it('when the restored text mentions a released file, then the file counts as used again and keeps no removal date', async () => {
    const url = await uploaded(api, staff.admin, PDF, 'plan.pdf');
    const { entry } = await editedCourse(
      { description: `The year's plan is at ${url} (PDF).` },
      { description: 'No plan yet.' },
    );
    await markReleased([url.split('/').pop()!], new Date('2020-01-01T00:00:00.000Z'));

    expect((await restore(entry)).status).toBe(200);

    const file = await uploadedFiles().findOne({ _id: toFileId(url.split('/').pop()!) });
    expect(file?.metadata?.releasedAt).toBeUndefined();
  });
});
