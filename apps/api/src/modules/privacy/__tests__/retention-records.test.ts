import { Types } from 'mongoose';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUserWithToken, testClient } from '../../../../test/http';
import { AuditEntryModel } from '../../audit/audit.model';
import { BookingModel } from '../../bookings/booking.model';
import { ContactMessageModel } from '../../contact/contact.model';
import { storeMessages } from '../../contact/__tests__/contact-fixtures';
import { OutboxModel } from '../../outbox/outbox.model';
import { siteSettingsStore } from '../../site-settings/site-settings.store';

/** Retention beyond the leads themselves: their sent mails and old bookings. */
const NOW = new Date('2027-06-15T10:00:00.000Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);
const api = testClient({ clock: () => NOW });
let admin: string;

/** A mail as the outbox keeps it, sent `days` ago unless its status says otherwise. */
function mail(subject: string, to: string, text: string, status = 'sent', days = 700) {
  return {
    kind: 'test',
    to: [to],
    subject,
    text,
    status,
    attempts: status === 'sent' ? 1 : 0,
    lastError: '',
    nextAttemptAt: daysAgo(days),
    sentAt: status === 'sent' ? daysAgo(days) : null,
  };
}

/** A booked demo class that ended `days` ago. */
function booking(name: string, email: string, days: number) {
  const start = daysAgo(days);
  return {
    course: { _id: new Types.ObjectId(), title: 'IB Physics' },
    tutor: { _id: new Types.ObjectId(), name: 'Tara Tutor' },
    start,
    end: new Date(start.getTime() + 30 * 60_000),
    name,
    email,
    mobile: '+91 98765 43210',
    message: 'My son needs help with optics.',
    timeZone: 'Asia/Kolkata',
    instituteTimeZone: 'Asia/Kolkata',
    manageTokenHash: 'a'.repeat(64),
  };
}

beforeAll(async () => {
  admin = (await createUserWithToken('admin')).authorization;
});

beforeEach(async () => {
  await Promise.all([
    ContactMessageModel.deleteMany({}),
    BookingModel.deleteMany({}),
    OutboxModel.deleteMany({}),
    AuditEntryModel.deleteMany({ action: 'retention-run' }),
  ]);
  await siteSettingsStore.replace({ name: 'Harbour Lights Academy' });
  const at = (days: number) => daysAgo(days).toISOString();
  await storeMessages([
    { name: 'Old spam', status: 'spam', email: 'bot@example.com', at: at(31) },
    { name: 'Old closed', status: 'closed', email: 'gone@example.com', at: at(800) },
    { name: 'Old enrolled', status: 'enrolled', email: 'kept@example.com', at: at(1500) },
    // Closed long ago, but the same parent wrote again last week: their mails stay.
    { name: 'Twice closed', status: 'closed', email: 'twice@example.com', at: at(800) },
    { name: 'Twice again', status: 'new', email: 'twice@example.com', at: at(7) },
  ]);
  const goneLeadId = String((await ContactMessageModel.findOne({ name: 'Old closed' }))?._id);
  await BookingModel.create([
    booking('Old booker', 'booked@example.com', 800),
    booking('Recent booker', 'recent@example.com', 100),
  ]);
  await OutboxModel.create([
    mail('To the spammer', 'bot@example.com', 'Thanks.', 'sent', 40),
    mail('To the closed lead', 'Gone@Example.com', 'Thanks for writing.'),
    // Staff's notification names the lead it is about.
    { ...mail('About the closed lead', 'staff@harbour.test', 'New lead'), about: [goneLeadId] },
    mail('Queued to the closed lead', 'gone@example.com', 'Still waiting.', 'queued'),
    mail('To the enrolled lead', 'kept@example.com', 'Welcome.'),
    mail('To the returning lead', 'twice@example.com', 'Thanks.'),
    mail('Old booking confirmed', 'booked@example.com', 'See you.'),
    mail('Recent booking confirmed', 'recent@example.com', 'See you.'),
  ]);
});

const subjects = async () => (await OutboxModel.find().distinct('subject')).sort();
const run = () => api.post('/api/privacy/retention/run').set('Authorization', admin);

describe('POST /api/privacy/retention/run: mails and bookings', () => {
  it('when it runs, then the sent mails of people with nothing kept go, and the rest stay', async () => {
    const res = await run();

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: 1, anonymised: 2 });
    expect(await subjects()).toEqual([
      'Queued to the closed lead',
      'Recent booking confirmed',
      'To the enrolled lead',
      'To the returning lead',
    ]);
  });

  it('when a class ended longer ago than closed leads are kept, then its booking loses the personal fields and keeps the rest', async () => {
    await run();

    const old = await BookingModel.findOne({
      'tutor.name': 'Tara Tutor',
      start: daysAgo(800),
    }).lean();
    expect(old).toMatchObject({
      name: 'Anonymised',
      email: '',
      mobile: '',
      message: '',
      manageTokenHash: null,
      status: 'booked',
      course: { title: 'IB Physics' },
      anonymisedAt: NOW,
    });
    const recent = await BookingModel.findOne({ start: daysAgo(100) }).lean();
    expect(recent).toMatchObject({ name: 'Recent booker', email: 'recent@example.com' });
    // Staff's calendar still reads it.
    const day = daysAgo(800).toISOString().slice(0, 10);
    const calendar = await api
      .get('/api/bookings')
      .query({ from: day, to: day })
      .set('Authorization', admin);
    expect(calendar.status).toBe(200);
    expect(calendar.body.bookings).toMatchObject([{ name: 'Anonymised', email: '' }]);
  });

  it('when it runs twice, then the second run lets nothing more go, and the log counts mails and bookings', async () => {
    await run();
    const kept = await subjects();

    await run();

    expect(await subjects()).toEqual(kept);
    const log = await AuditEntryModel.find({ action: 'retention-run' }).sort({ _id: 1 }).lean();
    expect(log.map((entry) => entry.changedFields)).toEqual([
      ['deleted: 1', 'anonymised: 2', 'mails deleted: 4', 'bookings anonymised: 1'],
      ['deleted: 0', 'anonymised: 0', 'mails deleted: 0', 'bookings anonymised: 0'],
    ]);
  });

  it('when the settings keep closed leads longer, then old bookings and their mails stay', async () => {
    const site = await siteSettingsStore.get();
    await siteSettingsStore.replace({ ...site, retention: { spamDays: 30, closedLeadMonths: 36 } });

    await run();

    expect(await BookingModel.countDocuments({ name: 'Old booker' })).toBe(1);
    expect(await subjects()).toContain('Old booking confirmed');
    expect(await subjects()).not.toContain('To the spammer');
  });
});
