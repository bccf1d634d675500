import { describe, expect, it } from 'vitest';
import { createUserWithToken, expectEnvelope, testClient } from '../../../../test/http';
import { MONDAY_NINE, NOW, parent } from './booking-fixtures';
import { arrangeTutorInTheLoop } from './tutor-fixtures';

const ORIGIN = 'https://harbour.example';
const site = testClient({ clock: () => NOW, publicOrigin: ORIGIN });

/** A tutor with an active account, a booked class, and the feed URL they made. */
async function tutorWithFeed() {
  const { admin, courseId, tutorId } = await arrangeTutorInTheLoop();
  const tutor = await createUserWithToken('tutor', undefined, tutorId);
  await site.post('/api/bookings').send(parent(courseId, tutorId, MONDAY_NINE));
  const made = await site
    .post(`/api/team/${tutorId}/calendar-feed`)
    .set('Authorization', tutor.authorization);
  const url = made.body.url as string;
  expect((await read(url)).text).toContain('Priya Parent');
  return { admin, tutorId, tutor, url };
}

const read = (url: string) => site.get(url.slice(ORIGIN.length)).buffer(true);

const change = (admin: string, userId: unknown, body: object) =>
  site
    .patch(`/api/users/${String(userId)}`)
    .set('Authorization', admin)
    .send(body);

describe("a tutor's calendar feed once they are no longer a tutor", () => {
  it('when the tutor is deactivated, then the feed URL is 404, and stays 404 once they are active again', async () => {
    const { admin, tutor, url } = await tutorWithFeed();

    expect((await change(admin, tutor.user._id, { active: false })).status).toBe(200);
    const deactivated = await read(url);
    expect((await change(admin, tutor.user._id, { active: true })).status).toBe(200);
    const reactivated = await read(url);

    expect(deactivated.status).toBe(404);
    expectEnvelope(deactivated.body, 'NOT_FOUND');
    expect(deactivated.text).not.toContain('Priya');
    expect(reactivated.status).toBe(404);
  });

  it("when the tutor's role is changed, then the feed URL is 404", async () => {
    const { admin, tutor, url } = await tutorWithFeed();

    expect((await change(admin, tutor.user._id, { role: 'user' })).status).toBe(200);

    expect((await read(url)).status).toBe(404);
  });

  it('when the account goes without the users screen knowing (deactivated in the database), then the feed is 404 all the same', async () => {
    const { tutor, url } = await tutorWithFeed();
    await tutor.user.updateOne({ $set: { active: false } });

    const res = await read(url);

    expect(res.status).toBe(404);
  });

  it('when an admin makes a feed URL for a member whose tutor account is deactivated, or who has none, then it answers 409 and no URL', async () => {
    const { admin, tutor, tutorId } = await tutorWithFeed();
    await change(admin, tutor.user._id, { active: false });
    const { tutorId: withoutAccount } = await arrangeTutorInTheLoop();

    const deactivated = await site
      .post(`/api/team/${tutorId}/calendar-feed`)
      .set('Authorization', admin);
    const none = await site
      .post(`/api/team/${withoutAccount}/calendar-feed`)
      .set('Authorization', admin);

    expect([deactivated.status, none.status]).toEqual([409, 409]);
    expectEnvelope(deactivated.body, 'CONFLICT');
    expect(deactivated.body.url).toBeUndefined();
  });
});
