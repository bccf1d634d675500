import { describe, expect, it } from 'vitest';
import { expectEnvelope } from '../../../../test/http';
import { auditEntriesOnceThere } from '../../audit/__tests__/audit-fixtures';
import { ContactMessageModel } from '../../contact/contact.model';
import { BookingModel } from '../booking.model';
import {
  arrangeTutoring,
  counts,
  MONDAY_NINE,
  MORNINGS,
  parent,
  slotStarts,
} from './booking-fixtures';

describe('/api/bookings/manage/:token', () => {
  it('when the parent cancels through the link, then 204, the slot is free again, the lead notes say so, and the link is used up', async () => {
    const { api, courseId, tutorId } = await arrangeTutoring(MORNINGS);
    const { body } = await api.post('/api/bookings').send(parent(courseId, tutorId, MONDAY_NINE));
    const link = `/api/bookings/manage/${body.manageToken}`;

    const read = await api.get(link);
    const cancel = await api.delete(link);

    expect(read.status).toBe(200);
    expect(read.body.booking._id).toBe(body.booking._id);
    expect(cancel.status).toBe(204);
    expect(await slotStarts(api, courseId)).toContain(MONDAY_NINE);
    const stored = await BookingModel.findById(body.booking._id).lean();
    expect(stored?.status).toBe('cancelled');
    const lead = await ContactMessageModel.findById(stored?.leadId).lean();
    expect(lead?.notes).toContain('cancelled by the parent');
    expect((await api.get(link)).status).toBe(404);
    expect((await api.delete(link)).status).toBe(404);
    const again = await api
      .post('/api/bookings')
      .send(parent(courseId, tutorId, MONDAY_NINE, 'Next Parent'));
    expect(again.status).toBe(201);
  });

  it('when the parent moves the booking, then 200 with a new link (the old one is 404), the old slot is free and the new one taken; a taken slot is 409', async () => {
    const { api, courseId, tutorId } = await arrangeTutoring(MORNINGS);
    const first = (await api.post('/api/bookings').send(parent(courseId, tutorId, MONDAY_NINE)))
      .body;
    const taken = '2027-03-15T14:00:00.000Z';
    await api.post('/api/bookings').send(parent(courseId, tutorId, taken, 'Other Parent'));

    const refused = await api
      .patch(`/api/bookings/manage/${first.manageToken}`)
      .send({ start: taken });
    expect(refused.status).toBe(409);
    const moved = await api
      .patch(`/api/bookings/manage/${first.manageToken}`)
      .send({ start: '2027-03-15T15:00:00.000Z' });

    expect(moved.status).toBe(200);
    expect(moved.body.booking.start).toBe('2027-03-15T15:00:00.000Z');
    expect(moved.body.manageToken).not.toBe(first.manageToken);
    expect((await api.get(`/api/bookings/manage/${first.manageToken}`)).status).toBe(404);
    expect((await api.get(`/api/bookings/manage/${moved.body.manageToken}`)).status).toBe(200);
    const free = await slotStarts(api, courseId);
    expect(free).toContain(MONDAY_NINE);
    expect(free).not.toContain('2027-03-15T15:00:00.000Z');
    const lead = await ContactMessageModel.findById(
      (await BookingModel.findById(first.booking._id))?.leadId,
    ).lean();
    expect(lead?.notes).toContain('moved by the parent from Monday, March 15, 2027 at 9:00 AM EDT');
  });

  it('when a move is refused (taken, outside the hours, not a time), then the booking, its link and both slots stay as they were', async () => {
    const { api, courseId, tutorId } = await arrangeTutoring(MORNINGS);
    const { body } = await api.post('/api/bookings').send(parent(courseId, tutorId, MONDAY_NINE));
    const taken = '2027-03-15T14:00:00.000Z';
    await api.post('/api/bookings').send(parent(courseId, tutorId, taken, 'Other Parent'));
    const link = `/api/bookings/manage/${body.manageToken}`;
    const before = await counts();

    const refusals = [
      [taken, 409, 'just booked by someone else'],
      ['2027-03-15T20:00:00.000Z', 400, "outside the tutor's hours"],
      ['tomorrow', 400, 'ISO 8601'],
    ] as const;
    for (const [start, status, message] of refusals) {
      const res = await api.patch(link).send({ start });
      expect(res.status, start).toBe(status);
      expect(res.body.message).toContain(message);
    }

    const read = await api.get(link);
    expect(read.status).toBe(200);
    expect(read.body.booking).toEqual(body.booking);
    expect(await counts()).toEqual(before);
    expect(await slotStarts(api, courseId)).not.toContain(MONDAY_NINE);
  });

  it("when the link is read, then the parent's details are answered with no-store: no cache keeps them", async () => {
    const { api, courseId, tutorId } = await arrangeTutoring(MORNINGS);
    const { body } = await api.post('/api/bookings').send(parent(courseId, tutorId, MONDAY_NINE));

    const read = await api.get(`/api/bookings/manage/${body.manageToken}`);

    expect(read.status).toBe(200);
    expect(read.headers['cache-control']).toBe('no-store');
  });

  it('when the token is unknown, then 404 for reading, moving and cancelling', async () => {
    const { api } = await arrangeTutoring(MORNINGS);
    const link = '/api/bookings/manage/not-a-real-token';
    expect((await api.get(link)).status).toBe(404);
    expect((await api.patch(link).send({ start: MONDAY_NINE })).status).toBe(404);
    expect((await api.delete(link)).status).toBe(404);
  });
});

describe('GET, PATCH and DELETE /api/bookings (admins)', () => {
  it('when an admin reads a week, then its bookings with their leads, one tutor or all; moving and cancelling work by id', async () => {
    const { api, admin, courseId, tutorId } = await arrangeTutoring(MORNINGS);
    const booked = (await api.post('/api/bookings').send(parent(courseId, tutorId, MONDAY_NINE)))
      .body.booking;

    const week = await api
      .get('/api/bookings')
      .query({ from: '2027-03-15', to: '2027-03-21' })
      .set('Authorization', admin);
    const ofOther = await api
      .get('/api/bookings')
      .query({ from: '2027-03-15', to: '2027-03-21', tutorId: '0123456789abcdef01234567' })
      .set('Authorization', admin);

    expect(week.status).toBe(200);
    const mine = week.body.bookings.find((booking: { _id: string }) => booking._id === booked._id);
    expect(mine.lead).toMatchObject({ status: 'demo-scheduled' });
    expect(ofOther.body.bookings).toEqual([]);

    const moved = await api
      .patch(`/api/bookings/${booked._id}`)
      .set('Authorization', admin)
      .send({ start: '2027-03-15T13:30:00.000Z' });
    expect(moved.status).toBe(200);
    expect(moved.body.booking.start).toBe('2027-03-15T13:30:00.000Z');
    expect(moved.body.manageToken).toBeUndefined();
    const cancelled = await api.delete(`/api/bookings/${booked._id}`).set('Authorization', admin);
    expect(cancelled.status).toBe(204);
    expect(
      (await api.delete(`/api/bookings/${booked._id}`).set('Authorization', admin)).status,
    ).toBe(404);
    const lead = await ContactMessageModel.findById(mine.lead._id).lean();
    expect(lead?.notes).toContain('cancelled by an admin');
    const trail = await auditEntriesOnceThere({ entity: 'booking', entityId: booked._id }, 2);
    const recorded = trail.map(({ action, changedFields }) => ({ action, changedFields }));
    expect(recorded).toEqual(
      expect.arrayContaining([
        { action: 'update', changedFields: ['start', 'end'] },
        { action: 'status-change', changedFields: ['status'] },
      ]),
    );
  });

  it('when the id is no booking, then moving and cancelling are 404', async () => {
    const { api, admin } = await arrangeTutoring(MORNINGS);
    for (const id of ['not-an-id', '0123456789abcdef01234567']) {
      const moved = await api
        .patch(`/api/bookings/${id}`)
        .set('Authorization', admin)
        .send({ start: MONDAY_NINE });
      const cancelled = await api.delete(`/api/bookings/${id}`).set('Authorization', admin);
      expect([moved.status, cancelled.status], id).toEqual([404, 404]);
      expectEnvelope(cancelled.body, 'NOT_FOUND');
    }
  });

  it('when the range is backwards or the caller is not an admin, then 400 or 401', async () => {
    const { api, admin } = await arrangeTutoring(MORNINGS);
    const backwards = await api
      .get('/api/bookings')
      .query({ from: '2027-03-21', to: '2027-03-15' })
      .set('Authorization', admin);
    expect(backwards.status).toBe(400);
    expect(backwards.body.details[0].path).toBe('to');
    expect(
      (await api.get('/api/bookings').query({ from: '2027-03-15', to: '2027-03-21' })).status,
    ).toBe(401);
  });
});
