import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { createUserWithToken, expectEnvelope, testClient } from '../../../../test/http';
import { BookingModel } from '../booking.model';
import { MONDAY_NINE, NOW, parent } from './booking-fixtures';
import { arrangeTutorInTheLoop, INSTITUTE_ADDRESS } from './tutor-fixtures';

const ORIGIN = 'https://harbour.example';
const site = testClient({ clock: () => NOW, publicOrigin: ORIGIN });

/** The events of a feed, read back as a calendar app would. */
function eventsIn(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return {
    method: calendar.getFirstPropertyValue('method'),
    events: calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent)),
  };
}

/** GET of a feed URL, through the app (its path after the origin). */
const read = (url: string) => site.get(url.slice(ORIGIN.length)).buffer(true);

describe("a tutor's calendar feed", () => {
  it("when an admin makes a tutor's feed, then it lists that tutor's booked classes from a week back to 90 days ahead, as calendars read them", async () => {
    const { admin, courseId, tutorId } = await arrangeTutorInTheLoop();
    await createUserWithToken('tutor', undefined, tutorId);
    const { body } = await site.post('/api/bookings').send(parent(courseId, tutorId, MONDAY_NINE));
    // Another tutor's class at the same time (arranging them clears the first one's hours).
    const other = await arrangeTutorInTheLoop();
    const booked = await site
      .post('/api/bookings')
      .send(parent(other.courseId, other.tutorId, MONDAY_NINE));
    expect([body.booking?._id, booked.status]).toEqual([expect.any(String), 201]);
    // Two of this tutor's bookings outside the window, and one cancelled inside it.
    const copy = (await BookingModel.findById(body.booking._id).lean())!;
    const { _id: _dropped, ...fields } = copy;
    await BookingModel.create([
      {
        ...fields,
        start: new Date('2027-03-02T13:00:00.000Z'),
        end: new Date('2027-03-02T13:30:00.000Z'),
      },
      {
        ...fields,
        start: new Date('2027-06-09T13:00:00.000Z'),
        end: new Date('2027-06-09T13:30:00.000Z'),
      },
      { ...fields, status: 'cancelled', start: new Date('2027-03-17T13:00:00.000Z') },
    ]);

    const made = await site.post(`/api/team/${tutorId}/calendar-feed`).set('Authorization', admin);
    const feed = await read(made.body.url);

    expect(made.status).toBe(200);
    expect(made.body.url).toMatch(/^https:\/\/harbour\.example\/api\/calendar\/[\w-]{40,}\.ics$/);
    expect(feed.status).toBe(200);
    expect(feed.headers['content-type']).toMatch(/^text\/calendar/);
    const { method, events } = eventsIn(feed.text);
    expect(method).toBe('PUBLISH');
    expect(events.map((event) => event.uid)).toEqual([`booking-${body.booking._id}@tutoring-site`]);
    const [event] = events;
    expect(event!.startDate.toJSDate().toISOString()).toBe(MONDAY_NINE);
    expect(event!.location).toBe(INSTITUTE_ADDRESS);
    expect(event!.description).toContain('Parent: Priya Parent, priya@example.com');
    expect(event!.description).not.toContain('/#/booking/');
  });

  it('when the feed is made again, then the old URL is 404 at once and the new one works', async () => {
    const { admin, tutorId } = await arrangeTutorInTheLoop();
    await createUserWithToken('tutor', undefined, tutorId);
    const first = (
      await site.post(`/api/team/${tutorId}/calendar-feed`).set('Authorization', admin)
    ).body.url;
    expect((await read(first)).status).toBe(200);

    const second = (
      await site.post(`/api/team/${tutorId}/calendar-feed`).set('Authorization', admin)
    ).body.url;

    const old = await site.get(first.slice(ORIGIN.length));
    expect(old.status).toBe(404);
    expectEnvelope(old.body, 'NOT_FOUND');
    expect((await read(second)).status).toBe(200);
    expect(second).not.toBe(first);
  });

  it('when a token is made up or malformed, then it is 404', async () => {
    for (const path of [
      '/api/calendar/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.ics',
      '/api/calendar/x.ics',
    ]) {
      const res = await site.get(path);
      expect(res.status).toBe(404);
    }
  });

  it("when a tutor asks for their own feed, then they get one; another tutor's, or an unknown member's, is refused", async () => {
    const { tutorId } = await arrangeTutorInTheLoop();
    const other = await arrangeTutorInTheLoop();
    const tutor = (await createUserWithToken('tutor', undefined, tutorId)).authorization;
    const admin = (await createUserWithToken('admin')).authorization;

    const own = await site.post(`/api/team/${tutorId}/calendar-feed`).set('Authorization', tutor);
    const theirs = await site
      .post(`/api/team/${other.tutorId}/calendar-feed`)
      .set('Authorization', tutor);
    const unknown = await site
      .post('/api/team/65a1b2c3d4e5f60718293a4b/calendar-feed')
      .set('Authorization', admin);

    expect(own.status).toBe(200);
    expect(theirs.status).toBe(403);
    expectEnvelope(theirs.body, 'FORBIDDEN');
    expect(unknown.status).toBe(404);
  });
});
