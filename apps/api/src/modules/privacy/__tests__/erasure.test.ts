import { describe, expect, it } from 'vitest';
import { expectEnvelope } from '../../../../test/http';
import { AuditEntryModel } from '../../audit/audit.model';
import { BookingModel } from '../../bookings/booking.model';
import { MONDAY_NINE, slotStarts } from '../../bookings/__tests__/booking-fixtures';
import { ContactMessageModel } from '../../contact/contact.model';
import { OutboxModel } from '../../outbox/outbox.model';
import { UserModel } from '../../users/user.model';
import { arrangePriya, PRIYA } from './person-fixtures';

/** Every stored record of a kind, whole (audit snapshots too), as one text to search. */
const everything = async () =>
  JSON.stringify([
    await ContactMessageModel.find().lean(),
    await BookingModel.find().lean(),
    await OutboxModel.find().lean(),
    await AuditEntryModel.find().select('+snapshot').lean(),
    await UserModel.find().lean(),
  ]).toLowerCase();

describe('POST /api/privacy/erase', () => {
  it('when an admin erases a person, then their leads, booking, mails, account and audit snapshots go, the slot is free, and the answer counts them', async () => {
    const { api, admin, courseId, userToken } = await arrangePriya();
    expect(await everything()).toContain(PRIYA);
    const mailsHeld = await OutboxModel.countDocuments();
    expect(mailsHeld).toBeGreaterThan(0);

    const res = await api
      .post('/api/privacy/erase')
      .set('Authorization', admin)
      .send({ email: ' PRIYA@example.com ' });

    expect(res.status).toBe(200);
    expect(res.body.erased).toMatchObject({ leads: 3, bookings: 1, accounts: 1 });
    expect(res.body.erased.mails).toBeGreaterThan(0);
    expect(res.body.erased.auditEntries).toBeGreaterThanOrEqual(1);
    expect(await everything()).not.toContain(PRIYA);
    expect(await everything()).not.toContain('priya parent');
    expect(await ContactMessageModel.find().distinct('name')).toEqual(['Other']);
    expect(await slotStarts(api, courseId)).toContain(MONDAY_NINE);
    expect((await api.get('/api/auth/me').set('Authorization', userToken)).status).toBe(401);
  });

  it('when a person is erased, then the Activity log records the erasure and its counts without the e-mail, and the export has nothing', async () => {
    const { api, admin } = await arrangePriya();

    await api.post('/api/privacy/erase').set('Authorization', admin).send({ email: PRIYA });

    const entry = await AuditEntryModel.findOne({ action: 'erase' }).lean();
    expect(entry).toMatchObject({ entity: 'person', entityId: '' });
    expect(entry?.changedFields).toEqual(expect.arrayContaining(['leads: 3', 'bookings: 1']));
    expect(JSON.stringify(entry)).not.toContain('priya');
    const copy = await api
      .get('/api/privacy/export')
      .query({ email: PRIYA })
      .set('Authorization', admin);
    expect(copy.body.person).toEqual({
      email: PRIYA,
      leads: [],
      bookings: [],
      account: null,
      mails: [],
      enrolments: [],
      waitlist: [],
      attendance: [],
      credits: [],
      makeups: [],
    });
    const listed = await api.get('/api/contact').query({ q: 'priya' }).set('Authorization', admin);
    expect(listed.body.messages).toEqual([]);
  });

  it('when the same person is erased again, then nothing more goes', async () => {
    const { api, admin } = await arrangePriya();
    await api.post('/api/privacy/erase').set('Authorization', admin).send({ email: PRIYA });

    const again = await api
      .post('/api/privacy/erase')
      .set('Authorization', admin)
      .send({ email: PRIYA });

    expect(again.body.erased).toEqual({
      leads: 0,
      bookings: 0,
      mails: 0,
      accounts: 0,
      attendance: 0,
      credits: 0,
      auditEntries: 0,
      enrolments: 0,
      waitlist: 0,
    });
  });

  it('when the e-mail is no address or missing, then 400 naming email and nothing changes', async () => {
    const { api, admin } = await arrangePriya();
    const before = await everything();

    for (const body of [{ email: 'priya' }, {}, { email: PRIYA, extra: 1 }]) {
      const res = await api.post('/api/privacy/erase').set('Authorization', admin).send(body);

      expect(res.status).toBe(400);
      expectEnvelope(res.body, 'VALIDATION_ERROR');
    }
    expect(await everything()).toBe(before);
  });

  it('when someone who is not an admin asks, then 401 or 403 and nothing changes', async () => {
    const { api, userToken } = await arrangePriya();

    expect((await api.post('/api/privacy/erase').send({ email: PRIYA })).status).toBe(401);
    const asUser = await api
      .post('/api/privacy/erase')
      .set('Authorization', userToken)
      .send({ email: PRIYA });
    expect(asUser.status).toBe(403);
    expect(await ContactMessageModel.countDocuments({ email: PRIYA })).toBeGreaterThan(0);
  });
});
