import { describe, expect, it } from 'vitest';
import { TeamMemberModel } from '../../src/modules/team/team.model';
import { UserModel } from '../../src/modules/users/user.model';
import {
  MONDAY_NINE,
  MORNINGS,
  NOW,
  parent,
} from '../../src/modules/bookings/__tests__/booking-fixtures';
import { arrangeTutorInTheLoop } from '../../src/modules/bookings/__tests__/tutor-fixtures';
import { createUserWithToken, expectEnvelope, testClient } from '../http';

const site = testClient({ clock: () => NOW });
const WEEK = { from: '2027-03-15', to: '2027-03-21' };

/** Two tutors, each with a booking on Monday; the first one signed in as a tutor. */
async function twoTutorsBooked() {
  const mine = await arrangeTutorInTheLoop();
  await site.post('/api/bookings').send(parent(mine.courseId, mine.tutorId, MONDAY_NINE));
  const theirs = await arrangeTutorInTheLoop();
  await site
    .post('/api/bookings')
    .send(parent(theirs.courseId, theirs.tutorId, MONDAY_NINE, 'Rahul Parent'));
  const tutor = (await createUserWithToken('tutor', undefined, mine.tutorId)).authorization;
  return { mine, theirs, tutor, admin: mine.admin };
}

describe('an admin invites a tutor', () => {
  it('when the invitation names a team member, then the account is a tutor tied to it', async () => {
    const admin = (await createUserWithToken('admin')).authorization;
    const member = await TeamMemberModel.create({ name: 'Ada', role: 'Physics' });

    const res = await site
      .post('/api/users')
      .set('Authorization', admin)
      .send({
        name: 'Ada Tutor',
        email: 'ada.tutor@harbour.example',
        role: 'tutor',
        teamMemberId: String(member._id),
      });

    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ role: 'tutor', teamMemberId: String(member._id) });
  });

  it.each([
    ['a tutor without a team member', { role: 'tutor' }],
    [
      'a tutor with an unknown team member',
      { role: 'tutor', teamMemberId: '65a1b2c3d4e5f60718293a4b' },
    ],
    ['an editor with a team member', { role: 'editor', teamMemberId: '65a1b2c3d4e5f60718293a4b' }],
  ])('when it is %s, then it is 400 and no account is made', async (_l, fields) => {
    const admin = (await createUserWithToken('admin')).authorization;
    const email = `x${Math.random().toString(36).slice(2)}@harbour.example`;

    const res = await site
      .post('/api/users')
      .set('Authorization', admin)
      .send({ name: 'X Y', email, ...fields });

    expect(res.status).toBe(400);
    expectEnvelope(res.body, 'VALIDATION_ERROR');
    expect(await UserModel.countDocuments({ email })).toBe(0);
  });

  it('when an admin tries to make an account a tutor by a role change, then it is 400', async () => {
    const admin = (await createUserWithToken('admin')).authorization;
    const { user } = await createUserWithToken('user');

    const res = await site
      .patch(`/api/users/${String(user._id)}`)
      .set('Authorization', admin)
      .send({ role: 'tutor' });

    expect(res.status).toBe(400);
    expect((await UserModel.findById(user._id).lean())?.role).toBe('user');
  });
});

describe('what a tutor may do', () => {
  it('when a tutor reads the bookings, then they see only their own, without the lead or the message, whatever tutor they ask for', async () => {
    const { mine, theirs, tutor } = await twoTutorsBooked();

    const all = await site.get('/api/bookings').query(WEEK).set('Authorization', tutor);
    const asked = await site
      .get('/api/bookings')
      .query({ ...WEEK, tutorId: theirs.tutorId })
      .set('Authorization', tutor);

    for (const res of [all, asked]) {
      expect(res.status).toBe(200);
      expect(res.body.bookings.map((b: { tutor: { _id: string } }) => b.tutor._id)).toEqual([
        mine.tutorId,
      ]);
      expect(res.body.bookings[0]).toMatchObject({ name: 'Priya Parent', lead: null, message: '' });
    }
  });

  it("when a tutor changes their own hours, then they are saved; another tutor's are refused and stay", async () => {
    const { mine, theirs, tutor, admin } = await twoTutorsBooked();
    const afternoons = { weekly: [{ day: 1, start: '14:00', end: '17:00' }] };

    const own = await site
      .put(`/api/team/${mine.tutorId}/availability`)
      .set('Authorization', tutor)
      .send(afternoons);
    const read = await site
      .get(`/api/team/${mine.tutorId}/availability`)
      .set('Authorization', tutor);
    const other = await site
      .put(`/api/team/${theirs.tutorId}/availability`)
      .set('Authorization', tutor)
      .send(afternoons);
    const otherRead = await site
      .get(`/api/team/${theirs.tutorId}/availability`)
      .set('Authorization', tutor);

    expect(own.status).toBe(200);
    expect(read.body.availability.weekly).toEqual(afternoons.weekly);
    expect([other.status, otherRead.status]).toEqual([403, 403]);
    const kept = await site
      .get(`/api/team/${theirs.tutorId}/availability`)
      .set('Authorization', admin);
    expect(kept.body.availability.weekly).toHaveLength(MORNINGS.weekly!.length);
  });

  it("when a tutor reaches for leads, team, content, settings or someone's booking, then every one is 403", async () => {
    const { mine, tutor } = await twoTutorsBooked();
    const [booking] = (await site.get('/api/bookings').query(WEEK).set('Authorization', tutor)).body
      .bookings;

    const answers = await Promise.all([
      site.get('/api/contact').set('Authorization', tutor),
      site
        .put(`/api/team/${mine.tutorId}`)
        .set('Authorization', tutor)
        .send({ name: 'Me', role: 'Boss' }),
      site.post('/api/coursesv2').set('Authorization', tutor).send({}),
      site.put('/api/settings/site').set('Authorization', tutor).send({}),
      site.get('/api/users').set('Authorization', tutor),
      site
        .patch(`/api/bookings/${booking._id}`)
        .set('Authorization', tutor)
        .send({ start: MONDAY_NINE }),
      site.delete(`/api/bookings/${booking._id}`).set('Authorization', tutor),
    ]);

    expect(answers.map((res) => res.status)).toEqual([403, 403, 403, 403, 403, 403, 403]);
  });
});
