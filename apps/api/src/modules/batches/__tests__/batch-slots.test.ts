import { describe, expect, it } from 'vitest';
import { createUserWithToken, testClient } from '../../../../test/http';
import { arrangeTutoring, MORNINGS, NOW, parent } from '../../bookings/__tests__/booking-fixtures';

const startsOf = (body: { slots: { start: string }[] }) => body.slots.map((slot) => slot.start);

/** Fridays 10:00–11:00 in New York (EST, UTC-5), 12 March 2027 only. */
const fridayBatch = (course: string, tutor: string) => ({
  course,
  tutor,
  title: 'Friday mornings',
  weekdays: [5],
  startTime: '10:00',
  durationMinutes: 60,
  startDate: '2027-03-12',
  endDate: '2027-03-12',
  seats: 4,
  place: { kind: 'in-person' },
});

describe('free demo slots beside batches', () => {
  it("when a batch session takes a tutor's time, then its slots are not offered, even from kept answers", async () => {
    const { admin, tutorId, courseId } = await arrangeTutoring(MORNINGS);
    // The response cache on: the batch's write must move kept free slots on.
    const api = testClient({ clock: () => NOW, responseCache: true });
    const query = { course: courseId, from: '2027-03-12', days: 1 };
    const before = await api.get('/api/slots').query(query);

    await api
      .post('/api/batches')
      .set('Authorization', admin)
      .send(fridayBatch(courseId, tutorId))
      .expect(201);
    const after = await api.get('/api/slots').query(query);

    expect(startsOf(before.body)).toContain('2027-03-12T15:00:00.000Z');
    expect(startsOf(after.body)).toEqual([
      '2027-03-12T14:00:00.000Z', // 09:00
      '2027-03-12T14:30:00.000Z', // 09:30; 10:00 and 10:30 are the batch's
      '2027-03-12T16:00:00.000Z', // 11:00
      '2027-03-12T16:30:00.000Z',
    ]);
  });

  it('when a tutor reads the staff calendar, then only their own batch sessions come back', async () => {
    const { api, admin, tutorId, courseId } = await arrangeTutoring(MORNINGS);
    await api.post('/api/batches').set('Authorization', admin).send(fridayBatch(courseId, tutorId));
    const tutor = (await createUserWithToken('tutor', undefined, tutorId)).authorization;
    const other = (await createUserWithToken('tutor', undefined, '0123456789abcdef01234567'))
      .authorization;
    const range = { from: '2027-03-08', to: '2027-03-14' };

    const own = await api.get('/api/batch-sessions').query(range).set('Authorization', tutor);
    const others = await api.get('/api/batch-sessions').query(range).set('Authorization', other);
    const anonymous = await api.get('/api/batch-sessions').query(range);

    expect(own.status).toBe(200);
    expect(own.body.sessions).toHaveLength(1);
    expect(own.body.sessions[0]).toMatchObject({
      date: '2027-03-12',
      start: '2027-03-12T15:00:00.000Z',
      title: 'Friday mornings',
      tutor: { _id: tutorId },
    });
    expect(others.body.sessions).toEqual([]);
    expect(anonymous.status).toBe(401);
  });

  it('when a parent books a time a batch session of the tutor takes, then it answers 400 on start and books nothing', async () => {
    const { api, admin, tutorId, courseId } = await arrangeTutoring(MORNINGS);
    await api.post('/api/batches').set('Authorization', admin).send(fridayBatch(courseId, tutorId));

    const res = await api
      .post('/api/bookings')
      .send(parent(courseId, tutorId, '2027-03-12T15:30:00.000Z'));

    expect(res.status).toBe(400);
    expect(res.body.details[0].path).toBe('start');
  });
});
