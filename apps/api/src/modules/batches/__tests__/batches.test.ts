import { describe, expect, it } from 'vitest';
import { createUserWithToken, expectEnvelope } from '../../../../test/http';
import { takeSeat } from '../seat-claims';
import { arrangeClasses, thursdayBatch } from './batch-fixtures';

const startsOf = (body: { sessions: { start: string }[] }) =>
  body.sessions.map((session) => session.start);

describe('batches', () => {
  it('when a London batch at 17:00 runs across the change to summer time, then each session is at 17:00 local and a holiday is skipped', async () => {
    const { api, admin, tutorId, courseId } = await arrangeClasses();
    await api
      .put('/api/holidays')
      .set('Authorization', admin)
      .send({ holidays: [{ date: '2027-04-01', name: 'Spring break' }] })
      .expect(200);

    const created = await api
      .post('/api/batches')
      .set('Authorization', admin)
      .send(thursdayBatch(courseId, tutorId));
    const sessions = await api.get(`/api/batches/${created.body.batch._id}/sessions`);

    expect(created.status).toBe(201);
    expect(created.body.batch.timeZone).toBe('Europe/London');
    expect(startsOf(sessions.body)).toEqual([
      '2027-03-18T17:00:00.000Z', // 17:00 GMT
      '2027-03-25T17:00:00.000Z',
      '2027-04-08T16:00:00.000Z', // 17:00 BST; 1 April is a holiday
    ]);
    expect(sessions.body.sessions[0].end).toBe('2027-03-18T18:00:00.000Z');
    expect(created.body.batch.nextSessions).toHaveLength(3);
  });

  it('when the holidays change, then future sessions are made anew around them', async () => {
    const { api, admin, tutorId, courseId } = await arrangeClasses();
    await api.put('/api/holidays').set('Authorization', admin).send({ holidays: [] });
    const created = await api
      .post('/api/batches')
      .set('Authorization', admin)
      .send(thursdayBatch(courseId, tutorId));

    await api
      .put('/api/holidays')
      .set('Authorization', admin)
      .send({ holidays: [{ date: '2027-03-25', name: 'Closed' }] })
      .expect(200);
    const sessions = await api.get(`/api/batches/${created.body.batch._id}/sessions`);

    expect(startsOf(sessions.body)).toEqual([
      '2027-03-18T17:00:00.000Z',
      '2027-04-01T16:00:00.000Z',
      '2027-04-08T16:00:00.000Z',
    ]);
  });

  it('when the body is invalid, then it answers 400 with details per field', async () => {
    const { api, admin, tutorId, courseId } = await arrangeClasses();
    const bad = {
      ...thursdayBatch(courseId, tutorId),
      weekdays: [0, 8],
      startTime: '25:00',
      seats: 0,
      startDate: '2027-05-01',
      endDate: '2027-04-01',
      fee: { amount: 12.5, period: 'week' },
    };

    const res = await api.post('/api/batches').set('Authorization', admin).send(bad);

    expect(res.status).toBe(400);
    expectEnvelope(res.body, 'VALIDATION_ERROR');
    const paths = res.body.details.map((detail: { path: string }) => detail.path);
    expect(paths).toEqual(
      expect.arrayContaining(['weekdays.0', 'startTime', 'seats', 'fee.amount', 'fee.period']),
    );
  });

  it('when the course or the tutor does not exist, then it answers 400 naming the field', async () => {
    const { api, admin, tutorId, courseId } = await arrangeClasses();
    const unknown = '0123456789abcdef01234567';

    const noCourse = await api
      .post('/api/batches')
      .set('Authorization', admin)
      .send(thursdayBatch(unknown, tutorId));
    const noTutor = await api
      .post('/api/batches')
      .set('Authorization', admin)
      .send(thursdayBatch(courseId, unknown));

    expect(noCourse.status).toBe(400);
    expect(noCourse.body.details[0].path).toBe('course');
    expect(noTutor.status).toBe(400);
    expect(noTutor.body.details[0].path).toBe('tutor');
  });

  it('when the last date is before the first, then it answers 400 on endDate', async () => {
    const { api, admin, tutorId, courseId } = await arrangeClasses();
    const body = { ...thursdayBatch(courseId, tutorId), endDate: '2027-03-01' };

    const res = await api.post('/api/batches').set('Authorization', admin).send(body);

    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([
      { path: 'endDate', message: 'The last date must be on or after the first date.' },
    ]);
  });

  it('when someone who is not an admin writes, then it answers 401 or 403', async () => {
    const { api, tutorId, courseId } = await arrangeClasses();
    const user = (await createUserWithToken('user')).authorization;
    const body = thursdayBatch(courseId, tutorId);

    expect((await api.post('/api/batches').send(body)).status).toBe(401);
    expect((await api.post('/api/batches').set('Authorization', user).send(body)).status).toBe(403);
    expect(
      (await api.put('/api/holidays').set('Authorization', user).send({ holidays: [] })).status,
    ).toBe(403);
  });

  it('when a batch is closed, then the public list leaves it out', async () => {
    const { api, admin, tutorId, courseId } = await arrangeClasses();
    const open = await api
      .post('/api/batches')
      .set('Authorization', admin)
      .send(thursdayBatch(courseId, tutorId));
    await api
      .post('/api/batches')
      .set('Authorization', admin)
      .send({ ...thursdayBatch(courseId, tutorId), title: 'Closed one', status: 'closed' })
      .expect(201);

    const res = await api.get('/api/batches').query({ course: courseId });

    expect(res.status).toBe(200);
    expect(res.body.batches.map((batch: { _id: string }) => batch._id)).toEqual([
      open.body.batch._id,
    ]);
    expect(res.body.batches[0]).toMatchObject({
      course: { _id: courseId },
      tutor: { _id: tutorId },
      seats: 3,
      seatsLeft: 3,
      waitlisted: 0,
      fee: { amount: 450000, period: 'month' },
      status: 'open',
    });
  });

  it('when an admin asks for every batch, then closed ones are listed too; anyone else is refused', async () => {
    const { api, admin, tutorId, courseId } = await arrangeClasses();
    const closed = await api
      .post('/api/batches')
      .set('Authorization', admin)
      .send({ ...thursdayBatch(courseId, tutorId), status: 'closed' })
      .expect(201);
    const family = (await createUserWithToken('user')).authorization;

    const res = await api.get('/api/batches').query({ status: 'all' }).set('Authorization', admin);
    const anonymous = await api.get('/api/batches').query({ status: 'all' });
    const asFamily = await api
      .get('/api/batches')
      .query({ status: 'all' })
      .set('Authorization', family);

    expect(res.status).toBe(200);
    expect(res.body.batches).toContainEqual(
      expect.objectContaining({ _id: closed.body.batch._id, status: 'closed' }),
    );
    expect([anonymous.status, asFamily.status]).toEqual([401, 403]);
    expectEnvelope(asFamily.body, 'FORBIDDEN');
  });

  it('when seats are taken, then seatsLeft counts them, fewer seats is 409 and deleting is 409', async () => {
    const { api, admin, tutorId, courseId } = await arrangeClasses();
    const created = await api
      .post('/api/batches')
      .set('Authorization', admin)
      .send(thursdayBatch(courseId, tutorId));
    const id = created.body.batch._id as string;
    await takeSeat(id, 'enrolment-a');
    await takeSeat(id, 'enrolment-b');

    const listed = await api.get('/api/batches').query({ course: courseId });
    const fewer = await api
      .put(`/api/batches/${id}`)
      .set('Authorization', admin)
      .send({ ...thursdayBatch(courseId, tutorId), seats: 1 });
    const deleted = await api.delete(`/api/batches/${id}`).set('Authorization', admin);

    expect(listed.body.batches[0].seatsLeft).toBe(1);
    expect(fewer.status).toBe(409);
    expect(deleted.status).toBe(409);
  });

  it('when an admin changes a batch, then the Activity log records it and a free batch can be deleted', async () => {
    const { api, admin, tutorId, courseId } = await arrangeClasses();
    const created = await api
      .post('/api/batches')
      .set('Authorization', admin)
      .send(thursdayBatch(courseId, tutorId));
    const id = created.body.batch._id as string;

    const updated = await api
      .put(`/api/batches/${id}`)
      .set('Authorization', admin)
      .send({ ...thursdayBatch(courseId, tutorId), startTime: '18:00' });
    const deleted = await api.delete(`/api/batches/${id}`).set('Authorization', admin);
    const audit = await api
      .get('/api/audit')
      .query({ entity: 'batch' })
      .set('Authorization', admin);

    expect(updated.body.batch.nextSessions[0].start).toBe('2027-03-18T18:00:00.000Z');
    expect(deleted.status).toBe(204);
    await expect
      .poll(async () =>
        (
          await api.get('/api/audit').query({ entity: 'batch' }).set('Authorization', admin)
        ).body.entries.map((entry: { action: string }) => entry.action),
      )
      .toEqual(expect.arrayContaining(['create', 'update', 'delete']));
    expect(audit.status).toBe(200);
  });
});
