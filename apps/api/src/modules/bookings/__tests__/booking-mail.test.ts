import ICAL from 'ical.js';
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { deliverOutbox, useMailServer } from '../../../../test/mail-server';
import { OutboxModel } from '../../outbox/outbox.model';
import { testClient } from '../../../../test/http';
import { arrangeTutoring, MORNINGS, NOW, parent } from './booking-fixtures';

const mail = useMailServer({ fresh: false });

/** The site as the parent reaches it: links in mails are absolute. */
const site = testClient({ clock: () => NOW, publicOrigin: 'https://harbour.example' });

/** Monday 15 March 2027, 09:00 in New York; 18:30 in Kolkata. */
const START = '2027-03-15T13:00:00.000Z';

/** The mails delivered since `from` (what is due `now`), parsed as a mail program would. */
async function deliveredSince(from: number, now?: Date) {
  await deliverOutbox(mail, now);
  return Promise.all(
    mail.received.slice(from).map(async (received) => ({
      to: received.to,
      parsed: await simpleParser(received.raw),
    })),
  );
}

/** The one event of the invitation a mail carries, read back with a calendar parser. */
function invitationIn(parsed: Awaited<ReturnType<typeof simpleParser>>) {
  const file = parsed.attachments.find((attachment) => attachment.filename === 'invite.ics');
  if (!file) throw new Error('no invite.ics attached');
  const calendar = new ICAL.Component(ICAL.parse(file.content.toString('utf8')));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return { calendar, event };
}

describe('booking mail', () => {
  it('when a parent books, then they get their time in their zone and the invitation, and the admins are told; a reminder waits for 24 hours before', async () => {
    const { courseId, tutorId } = await arrangeTutoring(MORNINGS);
    const from = mail.received.length;

    const { body } = await site.post('/api/bookings').send(parent(courseId, tutorId, START));
    const delivered = await deliveredSince(from);

    const toParent = delivered.find((message) => message.to.includes('priya@example.com'))!;
    expect(toParent.parsed.subject).toMatch(/^Your demo class is booked: IB Physics HL/);
    expect(toParent.parsed.text).toMatch(/Your demo class: IB Physics HL \d+ with Ada Tutor \d+\./);
    // The site writes en-US (the default), which has no short name for India's zone.
    expect(toParent.parsed.text).toContain(
      'Monday, March 15, 2027 at 6:30 PM India Standard Time\n(at the institute: Monday, March 15, 2027 at 9:00 AM EDT)',
    );
    expect(toParent.parsed.text).toContain(`https://harbour.example/#/booking/${body.manageToken}`);
    const { calendar, event } = invitationIn(toParent.parsed);
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(event.startDate.toJSDate().toISOString()).toBe(START);
    expect(event.endDate.toJSDate().toISOString()).toBe('2027-03-15T13:30:00.000Z');
    expect(event.summary).toMatch(/^Demo class: IB Physics HL/);
    expect(event.organizer.toLowerCase()).toBe('mailto:hello@harbour.example');
    expect(event.uid).toBe(`booking-${body.booking._id}@tutoring-site`);
    expect(event.component.getFirstPropertyValue('url')).toBe(
      `https://harbour.example/#/booking/${body.manageToken}`,
    );

    const toAdmins = delivered.find((message) =>
      message.parsed.subject?.startsWith('Demo class booked'),
    )!;
    expect(toAdmins.to).toHaveLength(1);
    expect(toAdmins.parsed.text).toContain('Parent: Priya Parent, priya@example.com');

    const reminder = await OutboxModel.findOne({
      kind: 'booking-reminder',
      to: 'priya@example.com',
    }).lean();
    expect(reminder?.status).toBe('queued');
    expect(new Date(String(reminder?.nextAttemptAt)).toISOString()).toBe(
      '2027-03-14T13:00:00.000Z',
    );
  });

  it("when the booking does not say the parent's zone, then the mail gives the institute's time once, naming its zone", async () => {
    const { courseId, tutorId } = await arrangeTutoring(MORNINGS);
    const from = mail.received.length;
    const { timeZone: _unsaid, ...withoutZone } = parent(courseId, tutorId, START);

    await site.post('/api/bookings').send(withoutZone);
    const delivered = await deliveredSince(from);

    const toParent = delivered.find((message) => message.to.includes('priya@example.com'))!;
    expect(toParent.parsed.text).toContain('Monday, March 15, 2027 at 9:00 AM EDT');
    expect(toParent.parsed.text).not.toContain('at the institute');
  });

  it('when the parent cancels, then the reminder is withdrawn and they get a cancelling invitation of the same event', async () => {
    const { courseId, tutorId } = await arrangeTutoring(MORNINGS);
    const { body } = await site.post('/api/bookings').send(parent(courseId, tutorId, START));
    await deliveredSince(0);
    const from = mail.received.length;

    await site.delete(`/api/bookings/manage/${body.manageToken}`);
    const delivered = await deliveredSince(from);

    const toParent = delivered.find((message) => message.to.includes('priya@example.com'))!;
    expect(toParent.parsed.subject).toMatch(/^Your demo class is cancelled/);
    const { calendar, event } = invitationIn(toParent.parsed);
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(event.uid).toBe(`booking-${body.booking._id}@tutoring-site`);
    expect(event.sequence).toBe(1);
    const reminders = await OutboxModel.countDocuments({
      kind: 'booking-reminder',
      subject: `Reminder: your demo class tomorrow, ${String(body.booking.course.title)}`,
    });
    expect(reminders).toBe(0);
  });

  it("when the reminder falls due, then it is sent, not a minute before, with the time in the parent's zone and the private link", async () => {
    const { courseId, tutorId } = await arrangeTutoring(MORNINGS);
    const { body } = await site.post('/api/bookings').send(parent(courseId, tutorId, START));
    await deliveredSince(0);
    const from = mail.received.length;
    const remindersFor = (delivered: Awaited<ReturnType<typeof deliveredSince>>) =>
      delivered.filter((message) => message.parsed.text?.includes(body.manageToken));

    const early = await deliveredSince(from, new Date('2027-03-14T12:59:00.000Z'));
    const due = await deliveredSince(from, new Date('2027-03-14T13:00:00.000Z'));

    expect(remindersFor(early)).toEqual([]);
    const [reminder] = remindersFor(due);
    expect(reminder?.to).toEqual(['priya@example.com']);
    expect(reminder?.parsed.subject).toMatch(/^Reminder: your demo class tomorrow, IB Physics HL/);
    expect(reminder?.parsed.text).toContain(
      'Monday, March 15, 2027 at 6:30 PM India Standard Time',
    );
    expect(reminder?.parsed.text).toContain(
      `https://harbour.example/#/booking/${body.manageToken}`,
    );
  });

  it('when the parent moves the booking, then they get the new time, a new link and the same event with a higher sequence, and the reminder follows the class', async () => {
    const { courseId, tutorId } = await arrangeTutoring(MORNINGS);
    const { body } = await site.post('/api/bookings').send(parent(courseId, tutorId, START));
    await deliveredSince(0);
    const from = mail.received.length;

    const moved = await site
      .patch(`/api/bookings/manage/${body.manageToken}`)
      .send({ start: '2027-03-16T14:00:00.000Z' });
    const delivered = await deliveredSince(from);

    const toParent = delivered.find((message) => message.to.includes('priya@example.com'))!;
    expect(toParent.parsed.subject).toMatch(/^Your demo class has moved/);
    expect(toParent.parsed.text).toContain(
      'Tuesday, March 16, 2027 at 7:30 PM India Standard Time',
    );
    expect(toParent.parsed.text).toContain(`/#/booking/${moved.body.manageToken}`);
    const { event } = invitationIn(toParent.parsed);
    expect(event.uid).toBe(`booking-${body.booking._id}@tutoring-site`);
    expect(event.sequence).toBe(1);
    expect(event.startDate.toJSDate().toISOString()).toBe('2027-03-16T14:00:00.000Z');
    expect(
      delivered.some((message) => message.parsed.subject?.startsWith('Demo class moved')),
    ).toBe(true);
    // This booking's reminders (the outbox keeps no token to find them by: its course's title).
    const reminders = await OutboxModel.find({
      kind: 'booking-reminder',
      subject: `Reminder: your demo class tomorrow, ${String(body.booking.course.title)}`,
    }).lean();
    expect(
      reminders.map((reminder) => new Date(String(reminder.nextAttemptAt)).toISOString()),
    ).toEqual(['2027-03-15T14:00:00.000Z']);
  });

  it('when an admin moves and then cancels a booking, then the parent is mailed each time', async () => {
    const { admin, courseId, tutorId } = await arrangeTutoring(MORNINGS);
    const { body } = await site.post('/api/bookings').send(parent(courseId, tutorId, START));
    await deliveredSince(0);
    const from = mail.received.length;

    await site
      .patch(`/api/bookings/${body.booking._id}`)
      .set('Authorization', admin)
      .send({ start: '2027-03-15T14:00:00.000Z' });
    await site.delete(`/api/bookings/${body.booking._id}`).set('Authorization', admin);
    const delivered = await deliveredSince(from);

    const subjects = delivered
      .filter((message) => message.to.includes('priya@example.com'))
      .map((message) => message.parsed.subject);
    expect(subjects).toEqual([
      expect.stringMatching(/^Your demo class has moved/),
      expect.stringMatching(/^Your demo class is cancelled/),
    ]);
    const cancelled = delivered.find((message) =>
      message.parsed.subject?.startsWith('Your demo class is cancelled'),
    )!;
    expect(cancelled.parsed.text).toContain(
      'Monday, March 15, 2027 at 7:30 PM India Standard Time',
    );
    const { calendar, event } = invitationIn(cancelled.parsed);
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(event.sequence).toBe(2);
    // The link is used up: neither the mail nor the invitation offers it.
    expect(cancelled.parsed.text).not.toContain('/#/booking/');
    expect(event.description).not.toContain('/#/booking/');
  });
});
