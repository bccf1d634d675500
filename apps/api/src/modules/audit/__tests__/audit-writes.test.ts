import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUserWithToken, testClient } from '../../../../test/http';
import { courseV2Body } from '../../courses-v2/__tests__/course-v2-fixtures';
import { PNG } from '../../files/__tests__/sample-files';
import { TeamMemberModel } from '../../team/team.model';
import { AuditEntryModel } from '../audit.model';
import { auditEntriesOnceThere } from './audit-fixtures';

const api = testClient();
let admin: string;
let adminId: string;
let adminEmail: string;
let instructor: string;

beforeAll(async () => {
  const created = await createUserWithToken('admin');
  admin = created.authorization;
  adminId = String(created.user._id);
  adminEmail = created.user.email;
  instructor = String((await TeamMemberModel.create({ name: 'Dr. Rao', role: 'Physics' }))._id);
});

beforeEach(async () => {
  await AuditEntryModel.deleteMany({});
});

const testimony = { studentName: 'Aisha', text: 'Scored a 7 in HL Maths.' };

describe('audit trail of admin writes', () => {
  it('when an admin creates, then who, create, the entity, its new id and the fields set are recorded', async () => {
    const res = await api.post('/api/testimonies').set('Authorization', admin).send(testimony);

    const [entry] = await auditEntriesOnceThere({ entity: 'testimony' });
    expect(res.status).toBe(201);
    expect(entry).toMatchObject({
      actorId: adminId,
      actorEmail: adminEmail,
      action: 'create',
      entityId: res.body.testimony._id,
      changedFields: ['studentName', 'text'],
    });
    expect(entry!.createdAt).toBeInstanceOf(Date);
  });

  it('when an admin updates, then only the fields whose values changed are recorded', async () => {
    const created = await api
      .post('/api/coursesv2')
      .set('Authorization', admin)
      .send(courseV2Body(instructor));
    const id = created.body.course._id;

    await api
      .put(`/api/coursesv2/${id}`)
      .set('Authorization', admin)
      .send(
        courseV2Body(instructor, {
          price: { hourly: 45, package: 1800 },
          subjects: ['Mechanics', 'Optics'],
        }),
      );

    const [update] = await auditEntriesOnceThere({ entity: 'course-v2', action: 'update' });
    expect(update).toMatchObject({ entityId: id, changedFields: ['price'] });
  });

  it('when a full replace leaves a field out, then its reset counts as a change too', async () => {
    const created = await api.post('/api/testimonies').set('Authorization', admin).send(testimony);
    const id = created.body.testimony._id;

    await api
      .put(`/api/testimonies/${id}`)
      .set('Authorization', admin)
      .send({ studentName: 'Aisha K.', videoUrl: 'https://example.com/clip.mp4' });

    const [update] = await auditEntriesOnceThere({ entity: 'testimony', action: 'update' });
    expect(update!.changedFields).toEqual(['studentName', 'text', 'videoUrl']);
  });

  it('when an update changes nothing, then it is recorded with no changed fields', async () => {
    const created = await api.post('/api/testimonies').set('Authorization', admin).send(testimony);

    await api
      .put(`/api/testimonies/${created.body.testimony._id}`)
      .set('Authorization', admin)
      .send(testimony);

    const [update] = await auditEntriesOnceThere({ entity: 'testimony', action: 'update' });
    expect(update!.changedFields).toEqual([]);
  });

  it('when an admin deletes, then delete is recorded with the id and no fields', async () => {
    const created = await api.post('/api/testimonies').set('Authorization', admin).send(testimony);
    const id = created.body.testimony._id;

    const res = await api.delete(`/api/testimonies/${id}`).set('Authorization', admin);

    const [entry] = await auditEntriesOnceThere({ action: 'delete' });
    expect(res.status).toBe(204);
    expect(entry).toMatchObject({ entity: 'testimony', entityId: id, changedFields: [] });
  });

  it('when staff move a lead, then a status-change is recorded; notes alone are an update', async () => {
    const sent = await api.post('/api/contact').send({ name: 'Meera', course: 'IB Chemistry' });
    const id = sent.body.contactMessage._id;
    const patch = (body: object) =>
      api.patch(`/api/contact/${id}`).set('Authorization', admin).send(body);

    await patch({ status: 'contacted', notes: 'Called.' });
    await auditEntriesOnceThere({ entity: 'contact-message' });
    await patch({ notes: 'Called twice.' });

    const [notes, status] = await auditEntriesOnceThere({ entity: 'contact-message' }, 2);
    expect(status).toMatchObject({
      action: 'status-change',
      entityId: id,
      changedFields: ['notes', 'status'],
    });
    expect(notes).toMatchObject({ action: 'update', changedFields: ['notes'] });
  });

  it('when an admin uploads a file, then upload is recorded with the file id', async () => {
    const res = await api
      .post('/api/uploads')
      .set('Authorization', admin)
      .attach('file', PNG, { filename: 'photo.png', contentType: 'image/png' });

    const [entry] = await auditEntriesOnceThere({ entity: 'file' });
    expect(res.status).toBe(201);
    expect(entry).toMatchObject({
      action: 'upload',
      entityId: res.body.file.id,
      changedFields: [],
    });
  });

  it('when an admin saves About Us, then an update of about-content names what changed', async () => {
    const about = {
      history: 'Founded in 2010.',
      values: [{ title: 'Care', description: 'Each student.' }],
    };
    await api.put('/api/content/about-us').set('Authorization', admin).send(about);
    await auditEntriesOnceThere({ entity: 'about-content' });

    await api
      .put('/api/content/about-us')
      .set('Authorization', admin)
      .send({ ...about, history: 'Founded in 2011.' });

    const [second] = await auditEntriesOnceThere({ entity: 'about-content' }, 2);
    expect(second).toMatchObject({
      action: 'update',
      entityId: 'about-us',
      changedFields: ['history'],
    });
  });

  it('when an admin saves course details, then they are recorded under the course id', async () => {
    const course = await api.post('/api/courses').set('Authorization', admin).send({
      title: 'Web basics',
      category: 'Web Development',
      price: 10,
      duration: 2,
      instructor,
    });
    const courseId = course.body.course._id;

    const res = await api
      .post(`/api/courses/${courseId}/details`)
      .set('Authorization', admin)
      .send({ overview: 'HTML and CSS.' });

    const [entry] = await auditEntriesOnceThere({ entity: 'course-details' });
    expect(res.status).toBe(201);
    expect(entry).toMatchObject({
      action: 'create',
      entityId: courseId,
      changedFields: ['overview'],
    });
  });
});

describe('what is not recorded', () => {
  it('when writes fail, come from visitors or users, or are sign-ins, then nothing is recorded', async () => {
    const user = (await createUserWithToken('user')).authorization;

    const refused = await api.post('/api/testimonies').set('Authorization', admin).send({});
    await api.post('/api/testimonies').set('Authorization', user).send(testimony);
    await api.post('/api/testimonies').send(testimony);
    await api.post('/api/contact').send({ name: 'Visitor', course: 'SAT' });
    await api.post('/api/auth/login').send({ email: 'nobody@example.com', password: 'whatever1' });
    // A recorded write afterwards proves the earlier ones had their chance to be recorded.
    await api.post('/api/testimonies').set('Authorization', admin).send(testimony);

    const entries = await auditEntriesOnceThere({});
    expect(refused.status).toBe(400);
    expect(entries.map((entry) => [entry.entity, entry.action])).toEqual([['testimony', 'create']]);
  });
});
