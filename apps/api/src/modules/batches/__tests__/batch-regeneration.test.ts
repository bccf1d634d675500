import { describe, expect, it } from 'vitest';
import { testClient } from '../../../../test/http';
import { BatchSessionModel } from '../batch.model';
import { takeSeat, releaseSeat } from '../seat-claims';
import { arrangeClasses, thursdayBatch } from './batch-fixtures';

const datesOf = (body: { sessions: { start: string; status: string }[] }) =>
  body.sessions.map((session) => `${session.start} ${session.status}`);

describe('when a batch changes, its sessions follow', () => {
  it('when a day is dropped, then a cancelled session of that day stays and the others go', async () => {
    const { api, admin, tutorId, courseId } = await arrangeClasses();
    const created = await api
      .post('/api/batches')
      .set('Authorization', admin)
      .send(thursdayBatch(courseId, tutorId));
    const id = created.body.batch._id as string;
    await BatchSessionModel.updateOne({ batch: id, date: '2027-03-25' }, { status: 'cancelled' });

    await api
      .put(`/api/batches/${id}`)
      .set('Authorization', admin)
      .send({ ...thursdayBatch(courseId, tutorId), weekdays: [5] })
      .expect(200);
    const sessions = await api.get(`/api/batches/${id}/sessions`);

    expect(datesOf(sessions.body)).toEqual([
      '2027-03-19T17:00:00.000Z scheduled', // Fridays now
      '2027-03-25T17:00:00.000Z cancelled', // kept: it gave make-up credits
      '2027-03-26T17:00:00.000Z scheduled',
      '2027-04-02T16:00:00.000Z scheduled',
    ]);
  });

  it('when the time changes after a session has happened, then the past one keeps its time and the future ones move', async () => {
    const { api, admin, tutorId, courseId } = await arrangeClasses();
    const created = await api
      .post('/api/batches')
      .set('Authorization', admin)
      .send(thursdayBatch(courseId, tutorId));
    const id = created.body.batch._id as string;
    const later = testClient({ clock: () => new Date('2027-03-20T12:00:00.000Z') });

    await later
      .put(`/api/batches/${id}`)
      .set('Authorization', admin)
      .send({ ...thursdayBatch(courseId, tutorId), startTime: '18:30' })
      .expect(200);
    const sessions = await later.get(`/api/batches/${id}/sessions`).query({ to: '2027-03-31' });
    const moved = await BatchSessionModel.findOne({ batch: id, date: '2027-03-25' }).lean();

    expect(datesOf(sessions.body)).toEqual([
      '2027-03-18T17:00:00.000Z scheduled',
      '2027-03-25T18:30:00.000Z scheduled',
    ]);
    expect(moved?.sequence).toBe(1);
  });

  it('when seats are lowered after some were given back, then no more seats are handed out than the batch has', async () => {
    const { api, admin, tutorId, courseId } = await arrangeClasses();
    const body = { ...thursdayBatch(courseId, tutorId), seats: 5 };
    const created = await api.post('/api/batches').set('Authorization', admin).send(body);
    const id = created.body.batch._id as string;
    const claims = [];
    for (const n of [1, 2, 3, 4]) claims.push(await takeSeat(id, `holder-${n}`));
    await releaseSeat(String(claims[0]!._id));
    await releaseSeat(String(claims[1]!._id));

    await api
      .put(`/api/batches/${id}`)
      .set('Authorization', admin)
      .send({ ...body, seats: 3 })
      .expect(200);
    const results = await Promise.allSettled([1, 2, 3].map((n) => takeSeat(id, `late-${n}`)));
    const listed = await api.get('/api/batches').query({ course: courseId });

    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(listed.body.batches[0].seatsLeft).toBe(0);
  });

  it('when the batch is unknown or its id malformed, then writes and reads are 404', async () => {
    const { api, admin, tutorId, courseId } = await arrangeClasses();
    const body = thursdayBatch(courseId, tutorId);

    const put = await api
      .put('/api/batches/0123456789abcdef01234567')
      .set('Authorization', admin)
      .send(body);
    const del = await api.delete('/api/batches/not-an-id').set('Authorization', admin);
    const sessions = await api.get('/api/batches/0123456789abcdef01234567/sessions');

    expect([put.status, del.status, sessions.status]).toEqual([404, 404, 404]);
  });
});
