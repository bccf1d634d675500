import { describe, expect, it } from 'vitest';
import { deliverOutbox, startMailServer, useMailServer } from '../../../../test/mail-server';
import { testClient } from '../../../../test/http';
import { OutboxModel } from '../../outbox/outbox.model';
import { MONDAY_NINE, NOW, parent } from './booking-fixtures';
import { arrangeTutorInTheLoop, deliveredSince, type Delivered } from './tutor-fixtures';

const mail = useMailServer({ fresh: false });

const site = testClient({ clock: () => NOW, publicOrigin: 'https://harbour.example' });

const at = (iso: string) => new Date(iso);
/** The class starts Monday 15 March 2027, 13:00 UTC. */
const HOURS_BEFORE = (hours: number) => new Date(Date.parse(MONDAY_NINE) - hours * 3_600_000);

/** A booking made now, with the reminders the site asks for, its mails of now delivered. */
async function bookedWithReminders(reminderHours: number[]) {
  const arranged = await arrangeTutorInTheLoop({ settings: { reminderHours } });
  const { body } = await site
    .post('/api/bookings')
    .send(parent(arranged.courseId, arranged.tutorId, MONDAY_NINE));
  await deliveredSince(mail, 0, NOW);
  return { ...arranged, manageToken: String(body.manageToken) };
}

/** This booking's reminders among the delivered: the parent's carry its link, the tutor's go to the tutor. */
const remindersOf = (
  delivered: Delivered,
  { manageToken, tutorEmail }: { manageToken: string; tutorEmail: string },
) =>
  delivered
    .filter((message) => message.parsed.subject?.startsWith('Reminder:'))
    .filter(
      (message) => message.parsed.text?.includes(manageToken) || message.to.includes(tutorEmail),
    )
    .map((message) => ({ to: message.to[0], subject: message.parsed.subject }));

describe('reminders at the hours the site sets', () => {
  it('when the site asks for 24 and 2 hours, then the parent and the tutor get one at each, none a minute early', async () => {
    const booking = await bookedWithReminders([24, 2]);
    const from = mail.received.length;

    const early = await deliveredSince(mail, from, at('2027-03-14T12:59:00.000Z'));
    const day = await deliveredSince(mail, from, HOURS_BEFORE(24));
    const fromTwo = mail.received.length;
    const beforeTwo = await deliveredSince(mail, fromTwo, at('2027-03-15T10:59:00.000Z'));
    const two = await deliveredSince(mail, fromTwo, HOURS_BEFORE(2));

    expect(remindersOf(early, booking)).toEqual([]);
    expect(remindersOf(day, booking)).toEqual([
      {
        to: 'priya@example.com',
        subject: expect.stringMatching(/^Reminder: your demo class tomorrow/),
      },
      { to: booking.tutorEmail, subject: expect.stringMatching(/^Reminder: demo class tomorrow/) },
    ]);
    expect(remindersOf(beforeTwo, booking)).toEqual([]);
    expect(remindersOf(two, booking)).toEqual([
      { to: 'priya@example.com', subject: expect.stringMatching(/in 2 hours/) },
      { to: booking.tutorEmail, subject: expect.stringMatching(/in 2 hours/) },
    ]);
  });

  it("when mail is down at a reminder's hour, then it goes out exactly once when mail is back", async () => {
    const booking = await bookedWithReminders([2]);
    const down = await startMailServer();
    await down.stop();

    await deliverOutbox(down, HOURS_BEFORE(2));
    const from = mail.received.length;
    const back = await deliveredSince(mail, from, HOURS_BEFORE(1));
    const later = await deliveredSince(mail, mail.received.length, HOURS_BEFORE(0.5));

    expect(remindersOf(back, booking).map((reminder) => reminder.to)).toEqual([
      'priya@example.com',
      booking.tutorEmail,
    ]);
    expect(remindersOf(later, booking)).toEqual([]);
  });

  it('when mail comes back only after the class began, then no reminder is sent and the outbox says why', async () => {
    const booking = await bookedWithReminders([2]);
    const down = await startMailServer();
    await down.stop();

    await deliverOutbox(down, HOURS_BEFORE(2));
    const from = mail.received.length;
    const afterStart = await deliveredSince(mail, from, at('2027-03-15T13:00:00.000Z'));

    expect(remindersOf(afterStart, booking)).toEqual([]);
    const given = await OutboxModel.find({
      to: booking.tutorEmail,
      kind: 'booking-reminder-tutor',
    }).lean();
    expect(given.map((message) => [message.status, message.lastError])).toEqual([
      ['failed', expect.stringMatching(/^Too late/)],
    ]);
  });

  it('when the class is booked less than the hours ahead, then that reminder is not queued at all', async () => {
    const booking = await bookedWithReminders([24 * 7]);

    const queued = await OutboxModel.countDocuments({
      to: booking.tutorEmail,
      kind: 'booking-reminder-tutor',
    });

    expect(queued).toBe(0);
  });

  it('when the booking is cancelled, then every one of its reminders is withdrawn', async () => {
    const booking = await bookedWithReminders([24, 2]);
    expect(
      await OutboxModel.countDocuments({ to: booking.tutorEmail, kind: 'booking-reminder-tutor' }),
    ).toBe(2);

    await site.delete(`/api/bookings/manage/${booking.manageToken}`);

    expect(
      await OutboxModel.countDocuments({ to: booking.tutorEmail, kind: 'booking-reminder-tutor' }),
    ).toBe(0);
  });
});
