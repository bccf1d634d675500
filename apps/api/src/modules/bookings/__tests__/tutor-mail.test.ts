import { describe, expect, it } from 'vitest';
import { useMailServer } from '../../../../test/mail-server';
import { testClient } from '../../../../test/http';
import { MONDAY_NINE, NOW, parent } from './booking-fixtures';
import {
  arrangeTutorInTheLoop,
  deliveredSince,
  INSTITUTE_ADDRESS,
  invitationIn,
  mailsTo,
} from './tutor-fixtures';

const mail = useMailServer({ fresh: false });

const site = testClient({ clock: () => NOW, publicOrigin: 'https://harbour.example' });

describe("the tutor's invitations", () => {
  it('when a parent books, moves and cancels, then the tutor gets the same event each time, its sequence rising, cancelled at last', async () => {
    const { courseId, tutorId, tutorEmail, admin } = await arrangeTutorInTheLoop();
    const from = mail.received.length;

    const { body } = await site.post('/api/bookings').send(parent(courseId, tutorId, MONDAY_NINE));
    await site
      .patch(`/api/bookings/manage/${body.manageToken}`)
      .send({ start: '2027-03-16T14:00:00.000Z' });
    await site.delete(`/api/bookings/${body.booking._id}`).set('Authorization', admin);
    const toTutor = mailsTo(await deliveredSince(mail, from), tutorEmail);

    expect(toTutor.map((message) => message.parsed.subject)).toEqual([
      expect.stringMatching(
        /^New demo class: IB Physics HL \d+, Monday, March 15, 2027 at 9:00 AM EDT/,
      ),
      expect.stringMatching(
        /^Demo class moved: IB Physics HL \d+, Tuesday, March 16, 2027 at 10:00 AM EDT/,
      ),
      expect.stringMatching(/^Demo class cancelled: /),
    ]);
    const invitations = toTutor.map((message) => invitationIn(message.parsed));
    expect(invitations.map(({ method }) => method)).toEqual(['REQUEST', 'REQUEST', 'CANCEL']);
    expect(invitations.map(({ event }) => event.sequence)).toEqual([0, 1, 2]);
    expect(new Set(invitations.map(({ event }) => event.uid))).toEqual(
      new Set([`booking-${body.booking._id}@tutoring-site`]),
    );
    expect(invitations[1]!.event.startDate.toJSDate().toISOString()).toBe(
      '2027-03-16T14:00:00.000Z',
    );
    const [first] = invitations;
    expect(first!.event.description).toContain('Parent: Priya Parent, priya@example.com');
    expect(first!.event.location).toBe(INSTITUTE_ADDRESS);
    // The parent's private link and message are theirs alone.
    for (const message of toTutor) {
      expect(message.parsed.text).not.toContain('/#/booking/');
      expect(message.parsed.text).not.toContain('grade 11');
      expect(invitationIn(message.parsed).event.description).not.toContain('/#/booking/');
    }
  });

  it("when the site says tutors see the parent's phone, then the invitation gives the phone, not the e-mail", async () => {
    const { courseId, tutorId, tutorEmail } = await arrangeTutorInTheLoop({
      settings: { tutorParentContact: 'phone' },
    });
    const from = mail.received.length;

    await site.post('/api/bookings').send(parent(courseId, tutorId, MONDAY_NINE));
    const [toTutor] = mailsTo(await deliveredSince(mail, from), tutorEmail);

    expect(toTutor?.parsed.text).toContain('Parent: Priya Parent, +91 98765 43210');
    expect(invitationIn(toTutor!.parsed).event.description).not.toContain('priya@example.com');
  });

  it('when the tutor has no e-mail, then only the parent and the admins are mailed', async () => {
    const { courseId, tutorId } = await arrangeTutorInTheLoop({ tutorEmail: false });
    const from = mail.received.length;

    await site.post('/api/bookings').send(parent(courseId, tutorId, MONDAY_NINE));
    const delivered = await deliveredSince(mail, from);

    expect(delivered.map((message) => message.parsed.subject)).toEqual([
      expect.stringMatching(/^Your demo class is booked/),
      expect.stringMatching(/^Demo class booked/),
    ]);
  });
});

describe('the place of a class', () => {
  it("when the course is online with no link of its own, then both invitations give the tutor's room as LOCATION and URL, and the parent's mail and manage page name it", async () => {
    const { courseId, tutorId, tutorEmail } = await arrangeTutorInTheLoop({
      place: { kind: 'online' },
    });
    const from = mail.received.length;

    const { body } = await site.post('/api/bookings').send(parent(courseId, tutorId, MONDAY_NINE));
    const delivered = await deliveredSince(mail, from);
    const managed = await site.get(`/api/bookings/manage/${body.manageToken}`);

    for (const address of ['priya@example.com', tutorEmail]) {
      const [message] = mailsTo(delivered, address);
      const { event } = invitationIn(message!.parsed);
      expect(event.location).toBe('https://meet.example/tutor-room');
      expect(event.component.getFirstPropertyValue('url')).toBe('https://meet.example/tutor-room');
      expect(message!.parsed.text).toContain('Online: https://meet.example/tutor-room');
    }
    const place = { kind: 'online', link: 'https://meet.example/tutor-room', address: '' };
    expect(body.booking.place).toEqual(place);
    expect(managed.body.booking.place).toEqual(place);
  });

  it("when the course is online with its own link, then that link wins over the tutor's room", async () => {
    const { courseId, tutorId } = await arrangeTutorInTheLoop({
      place: { kind: 'online', link: 'https://meet.example/physics-hl' },
    });
    const from = mail.received.length;

    await site.post('/api/bookings').send(parent(courseId, tutorId, MONDAY_NINE));
    const [toParent] = mailsTo(await deliveredSince(mail, from), 'priya@example.com');

    expect(invitationIn(toParent!.parsed).event.location).toBe('https://meet.example/physics-hl');
  });

  it("when the course is in person at an address of its own, then LOCATION is that address and URL stays the parent's link", async () => {
    const { courseId, tutorId } = await arrangeTutorInTheLoop({
      place: { kind: 'in-person', address: 'Lab 3, 9 Dock Road' },
    });
    const from = mail.received.length;

    const { body } = await site.post('/api/bookings').send(parent(courseId, tutorId, MONDAY_NINE));
    const [toParent] = mailsTo(await deliveredSince(mail, from), 'priya@example.com');

    const { event } = invitationIn(toParent!.parsed);
    expect(event.location).toBe('Lab 3, 9 Dock Road');
    expect(event.component.getFirstPropertyValue('url')).toBe(
      `https://harbour.example/#/booking/${body.manageToken}`,
    );
    expect(toParent!.parsed.text).toContain('In person: Lab 3, 9 Dock Road');
  });
});
