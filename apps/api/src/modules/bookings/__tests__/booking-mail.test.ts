import ICAL from 'ical.js';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverOutbox, startMailServer } from '../../../../test/mail-server';
import { OutboxModel } from '../../outbox/outbox.model';
import { testClient } from '../../../../test/http';
import { arrangeTutoring, MORNINGS, NOW, parent } from './booking-fixtures';

/** The site as the parent reaches it: links in mails are absolute. */
const site = testClient({ clock: () => NOW, publicOrigin: 'https://harbour.example' });

let mail: Awaited<ReturnType<typeof startMailServer>>;
beforeAll(async () => {
  mail = await startMailServer();
});
afterAll(async () => {
  await mail.stop();
});

/** Monday 15 March 2027, 09:00 in New York; 18:30 in Kolkata. */
const START = '2027-03-15T13:00:00.000Z';

/** The mails delivered since `from`, parsed as a mail program would. */
async function deliveredSince(from: number) {
  await deliverOutbox(mail);
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
    expect(toParent.parsed.text).toContain('Monday 15 March 2027, 18:30 (Asia/Kolkata)');
    expect(toParent.parsed.text).toContain(
      'Monday 15 March 2027, 09:00 (America/New_York) at the institute',
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
      text: new RegExp(body.manageToken),
    });
    expect(reminders).toBe(0);
  });
});
