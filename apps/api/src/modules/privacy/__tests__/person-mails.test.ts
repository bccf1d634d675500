import { beforeEach, describe, expect, it } from 'vitest';
import { createUserWithToken, testClient } from '../../../../test/http';
import { BookingModel } from '../../bookings/booking.model';
import {
  arrangeTutoring,
  MONDAY_NINE,
  MORNINGS,
  NOW,
  parent,
} from '../../bookings/__tests__/booking-fixtures';
import { ContactMessageModel } from '../../contact/contact.model';
import { OutboxModel } from '../../outbox/outbox.model';
import { siteSettingsStore } from '../../site-settings/site-settings.store';
import { TeamMemberModel } from '../../team/team.model';

const ANN = 'ann@example.com';
// Ann's address is part of Jo Ann's: a search for the text would find Jo Ann's mails.
const JO_ANN = 'joann@example.com';
const TUTOR = 'ada.tutor@harbour.example';

/** Every mail held, as one text to search. */
const outboxText = async () => JSON.stringify(await OutboxModel.find().lean()).toLowerCase();

beforeEach(async () => {
  await Promise.all([
    ContactMessageModel.deleteMany({}),
    BookingModel.deleteMany({}),
    OutboxModel.deleteMany({}),
  ]);
});

describe("a person's mails in the data copy and the erasure", () => {
  it("when Ann's data is copied and erased, then Jo Ann's mails are neither in the copy nor gone, and a staff copy holds no lead's notification", async () => {
    const api = testClient();
    const admin = await createUserWithToken('admin');
    await api.post('/api/contact').send({ name: 'Ann', course: 'SAT', email: ANN });
    await api.post('/api/contact').send({
      name: 'Jo Ann',
      course: 'IB Physics',
      email: JO_ANN,
      mobile: '+91 90000 11111',
      message: 'Jo Ann private question',
    });
    const auth = admin.authorization;
    const copyOf = async (email: string) =>
      (await api.get('/api/privacy/export').query({ email }).set('Authorization', auth)).body;

    const ann = await copyOf(ANN);
    const staff = await copyOf(admin.user.email);
    const erased = await api
      .post('/api/privacy/erase')
      .set('Authorization', auth)
      .send({ email: ANN });

    const annMails = JSON.stringify(ann.person.mails).toLowerCase();
    expect(ann.person.mails.map((mail: { kind: string }) => mail.kind).sort()).toEqual([
      'lead-acknowledgement',
      'lead-notification',
    ]);
    expect(annMails).not.toContain(JO_ANN);
    expect(annMails).not.toContain('90000 11111');
    expect(staff.person.mails.map((mail: { kind: string }) => mail.kind)).not.toContain(
      'lead-notification',
    );
    expect(erased.body.erased.mails).toBe(2);
    expect(await OutboxModel.countDocuments({ text: /Jo Ann private question/ })).toBe(1);
    expect(await OutboxModel.countDocuments({ to: JO_ANN })).toBe(1);
  });
});

describe('mails queued before mails named their records', () => {
  it("when a notification names the address on its E-mail line, then it is Ann's, and Jo Ann's is not", async () => {
    const admin = await createUserWithToken('admin');
    const notice = (email: string) => ({
      kind: 'lead-notification',
      to: [admin.user.email],
      subject: 'New request',
      text: `A new request came in.\n\nName: Someone\nE-mail: ${email}\nMessage: (none)`,
      status: 'sent',
      attempts: 1,
      lastError: '',
      nextAttemptAt: NOW,
    });
    await OutboxModel.collection.insertMany([notice('Ann@Example.com'), notice(JO_ANN)]);

    const copy = await testClient()
      .get('/api/privacy/export')
      .query({ email: ANN })
      .set('Authorization', admin.authorization);

    expect(copy.body.person.mails).toHaveLength(1);
    expect(copy.body.person.mails[0].text).toContain('E-mail: Ann@Example.com');
  });
});

describe("the tutor's mails about an erased or retained person's booking", () => {
  /** Priya's booked class, with a tutor who is mailed and sees her phone, not her address. */
  async function arrangeTutorMailedBooking() {
    const arranged = await arrangeTutoring(MORNINGS);
    await TeamMemberModel.updateOne({ _id: arranged.tutorId }, { $set: { email: TUTOR } });
    const site = await siteSettingsStore.get();
    await siteSettingsStore.replace({ ...site, tutorParentContact: 'phone' });
    const booked = await arranged.api
      .post('/api/bookings')
      .send(parent(arranged.courseId, arranged.tutorId, MONDAY_NINE));
    expect(booked.status).toBe(201);
    const tutorMails = await OutboxModel.find({ to: TUTOR }).lean();
    expect(tutorMails.map((mail) => mail.kind).sort()).toEqual([
      'booking-booked-tutor',
      'booking-reminder-tutor',
    ]);
    return arranged;
  }

  it('when a person is erased, then no mail about their booking stays, and no reminder is left to go out', async () => {
    const { api, admin } = await arrangeTutorMailedBooking();

    const res = await api
      .post('/api/privacy/erase')
      .set('Authorization', admin)
      .send({ email: 'priya@example.com' });

    expect(res.status).toBe(200);
    expect(await OutboxModel.countDocuments({ to: TUTOR })).toBe(0);
    expect(await OutboxModel.countDocuments({ kind: /reminder/ })).toBe(0);
    expect(await outboxText()).not.toContain('priya parent');
  });

  it("when retention anonymises a booking whose class ended long ago, then the tutor's mails about it go too", async () => {
    const { admin } = await arrangeTutorMailedBooking();
    const yearsLater = new Date(NOW.getTime() + 3 * 365 * 86_400_000);

    const res = await testClient({ clock: () => yearsLater })
      .post('/api/privacy/retention/run')
      .set('Authorization', admin);

    expect(res.status).toBe(200);
    expect(await BookingModel.countDocuments({ name: 'Anonymised' })).toBe(1);
    expect(await OutboxModel.countDocuments({ to: TUTOR })).toBe(0);
    expect(await outboxText()).not.toContain('priya parent');
  });
});
