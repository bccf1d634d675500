import { describe, expect, it } from 'vitest';
import { createUserWithToken, expectEnvelope } from '../../../../test/http';
import { deliverOutbox, linkIn, useMailServer } from '../../../../test/mail-server';
import { AuditEntryModel } from '../../audit/audit.model';
import { UserModel } from '../../users/user.model';
import { EnrolmentModel } from '../enrolment.model';
import { arrangeBatch, form, ORIGIN } from './enrolment-fixtures';

const mail = useMailServer();

const enrol = (
  api: Awaited<ReturnType<typeof arrangeBatch>>['api'],
  batchId: string,
  body: object,
) => api.post(`/api/batches/${batchId}/enrolments`).send(body);

describe('POST /api/batches/:id/enrolments', () => {
  it('when 20 enrol at once in a batch of 3 seats, then exactly three get 201 and seventeen 409 batch_full offering the waitlist', async () => {
    const { api, batchId } = await arrangeBatch(3);

    const answers = await Promise.all(
      Array.from({ length: 20 }, () => enrol(api, batchId, form())),
    );

    const created = answers.filter((res) => res.status === 201);
    const full = answers.filter((res) => res.status === 409);
    expect(created).toHaveLength(3);
    expect(full).toHaveLength(17);
    for (const res of full) {
      expectEnvelope(res.body, 'batch_full');
      expect(res.body.message).toContain('waitlist');
    }
    expect(await EnrolmentModel.countDocuments({ batch: batchId })).toBe(3);
    const list = await api.get('/api/batches');
    const batch = list.body.batches.find((one: { _id: string }) => one._id === batchId);
    expect(batch.seatsLeft).toBe(0);
  });

  it('when a new guardian enrols, then a family account is made with the child and mailed a link that sets its password, and a batch with a fee awaits payment', async () => {
    const { api, batchId } = await arrangeBatch(3, { amount: 450000, period: 'month' });
    const body = form({ consent: true, mobile: '+44 7700 900123' });

    const res = await enrol(api, batchId, body);

    expect(res.status).toBe(201);
    expect(res.body.enrolment).toMatchObject({
      batch: batchId,
      student: { name: body.studentName },
      status: 'awaiting-payment',
    });
    const family = await UserModel.findOne({ email: body.email }).lean();
    expect(family).toMatchObject({ role: 'user', name: body.guardianName });
    expect(family?.consent?.given).toBe(true);
    expect(await deliverOutbox(mail)).toBe(1);
    expect(mail.received[0]?.to).toEqual([body.email]);
    expect(linkIn(mail.received[0], `${ORIGIN}/#/reset-password/`)).toBeTruthy();
  });

  it('when a known e-mail enrols a second child, then its family is reused, nothing is mailed, and the same child again is 409 already_enrolled', async () => {
    const { api, batchId } = await arrangeBatch(5);
    const first = form();
    await enrol(api, batchId, first).expect(201);
    await deliverOutbox(mail);
    mail.received.length = 0;

    const second = await enrol(api, batchId, form({ email: first.email.toUpperCase() }));
    const again = await enrol(api, batchId, { ...first, guardianName: 'Someone' });

    expect(second.status).toBe(201);
    expect(second.body.enrolment.status).toBe('active');
    const families = await EnrolmentModel.distinct('family', { batch: batchId });
    expect(families).toHaveLength(1);
    expect(await deliverOutbox(mail)).toBe(0);
    expect(again.status).toBe(409);
    expectEnvelope(again.body, 'already_enrolled');
  });

  it('when a signed-in family names one of its students by id, then that student is enrolled; signed out it is 400', async () => {
    const { api, batchId } = await arrangeBatch(3);
    const family = await createUserWithToken('user');
    const named = await enrol(api, batchId, form({ email: family.user.email }))
      .set('Authorization', family.authorization)
      .expect(201);
    const { api: other, batchId: otherBatch } = await arrangeBatch(3);

    const byId = await enrol(other, otherBatch, {
      studentId: named.body.enrolment.student._id,
      guardianName: 'Parent',
      email: family.user.email,
    }).set('Authorization', family.authorization);
    const signedOut = await enrol(other, otherBatch, {
      studentId: named.body.enrolment.student._id,
      guardianName: 'Parent',
      email: family.user.email,
    });

    expect(byId.status).toBe(201);
    expect(byId.body.enrolment.student).toEqual(named.body.enrolment.student);
    expect(signedOut.status).toBe(400);
  });

  it('when the batch is closed, then 409 and nothing is made', async () => {
    const { api, admin, batchId } = await arrangeBatch(3);
    const stored = await api.get('/api/batches');
    const batch = stored.body.batches.find((one: { _id: string }) => one._id === batchId);
    const { _id, seatsLeft, waitlisted, nextSessions, ...values } = batch;
    void [_id, seatsLeft, waitlisted, nextSessions];
    await api
      .put(`/api/batches/${batchId}`)
      .set('Authorization', admin)
      .send({ ...values, course: batch.course._id, tutor: batch.tutor._id, status: 'closed' })
      .expect(200);
    const body = form();

    const res = await enrol(api, batchId, body);

    expect(res.status).toBe(409);
    expectEnvelope(res.body, 'CONFLICT');
    expect(await UserModel.exists({ email: body.email })).toBeNull();
  });
});

describe('DELETE /api/enrolments/:id', () => {
  it('when another family withdraws an enrolment, then 404; its own family 204 and the seat is free again; the family page shows it until then', async () => {
    const { api, batchId } = await arrangeBatch(1);
    const owner = await createUserWithToken('user');
    const stranger = await createUserWithToken('user');
    const created = await enrol(api, batchId, form({ email: owner.user.email }))
      .set('Authorization', owner.authorization)
      .expect(201);
    const id = created.body.enrolment._id;
    const page = await api.get('/api/family').set('Authorization', owner.authorization);

    const other = await api
      .delete(`/api/enrolments/${id}`)
      .set('Authorization', stranger.authorization);
    const own = await api.delete(`/api/enrolments/${id}`).set('Authorization', owner.authorization);

    expect(page.body.students[0].enrolments[0]).toMatchObject({
      _id: id,
      status: 'active',
      batch: { _id: batchId, title: 'Thursday evenings', timeZone: 'Europe/London' },
      attendance: { present: 0, absent: 0, excused: 0 },
      credits: [],
    });
    expect(page.body.students[0].enrolments[0].nextSessions).toHaveLength(3);
    expect(other.status).toBe(404);
    expect(own.status).toBe(204);
    const list = await api.get('/api/batches');
    expect(list.body.batches.find((b: { _id: string }) => b._id === batchId).seatsLeft).toBe(1);
    const after = await api.get('/api/family').set('Authorization', owner.authorization);
    expect(after.body.students[0].enrolments).toEqual([]);
  });

  it('when an admin withdraws an enrolment, then 204 and the Activity log records it; the batch can be deleted only after', async () => {
    const { api, admin, batchId } = await arrangeBatch(2);
    const created = await enrol(api, batchId, form()).expect(201);
    const id = created.body.enrolment._id;

    const refused = await api.delete(`/api/batches/${batchId}`).set('Authorization', admin);
    const withdrawn = await api.delete(`/api/enrolments/${id}`).set('Authorization', admin);
    const deleted = await api.delete(`/api/batches/${batchId}`).set('Authorization', admin);

    expect(refused.status).toBe(409);
    expect(withdrawn.status).toBe(204);
    expect(await AuditEntryModel.exists({ entity: 'enrolment', entityId: id })).not.toBeNull();
    expect(deleted.status).toBe(204);
  });
});
