import { Types } from 'mongoose';
import { createUserWithToken, testClient } from '../../../../test/http';
import { arrangeClasses, NOW, thursdayBatch } from '../../batches/__tests__/batch-fixtures';
import { takeSeat } from '../../batches/seat-claims';
import { EnrolmentModel } from '../../enrolments/enrolment.model';
import { siteSettingsStore } from '../../site-settings/site-settings.store';
import { TeamMemberModel } from '../../team/team.model';

export { NOW };

interface Session {
  _id: string;
  start: string;
}

/**
 * A clock tests move: the app reads it on every request. Starts on NOW (batch-fixtures.ts),
 * weeks before the Thursday batch's first class on 18 March 2027.
 */
export function movableClock() {
  let current = NOW;
  return { now: () => current, set: (at: Date) => (current = at) };
}

/** An enrolment holding a seat, as enrolling leaves it, for a new family's new student. */
export async function enrol(batchId: string, studentName = 'Mira') {
  const family = await createUserWithToken('user');
  const enrolment = await EnrolmentModel.create({
    batch: batchId,
    family: family.user._id,
    student: { _id: new Types.ObjectId(), name: studentName },
    status: 'active',
    enrolledAt: NOW,
  });
  await takeSeat(batchId, String(enrolment._id));
  return {
    family: family.authorization,
    familyId: String(family.user._id),
    familyEmail: family.user.email,
    enrolment: String(enrolment._id),
  };
}

/** The Thursday batch's sessions, first first. */
async function sessionsOf(api: ReturnType<typeof testClient>, batchId: string): Promise<Session[]> {
  return (await api.get(`/api/batches/${batchId}/sessions`)).body.sessions;
}

/**
 * A London institute with two batches of one course (Thursdays and, one day later, Fridays),
 * their tutor signed in with an e-mail, and another tutor.
 */
export async function arrangeSessions(clock = movableClock()) {
  const { admin, tutorId, courseId } = await arrangeClasses();
  await siteSettingsStore.replace({
    name: 'Harbour Lights Academy',
    timeZone: 'Europe/London',
    makeUpNoticeHours: 24,
    makeUpCreditDays: 60,
  });
  await TeamMemberModel.updateOne({ _id: tutorId }, { $set: { email: 'ada@example.com' } });
  const api = testClient({ clock: clock.now });
  const thursday = await api
    .post('/api/batches')
    .set('Authorization', admin)
    .send(thursdayBatch(courseId, tutorId));
  const friday = await api
    .post('/api/batches')
    .set('Authorization', admin)
    .send({
      ...thursdayBatch(courseId, tutorId),
      title: 'Friday evenings',
      weekdays: [5],
      seats: 2,
    });
  const otherMember = await TeamMemberModel.create({ name: 'Other Tutor', role: 'Maths' });
  const batchId = String(thursday.body.batch._id);
  const fridayId = String(friday.body.batch._id);
  return {
    api,
    admin,
    clock,
    courseId,
    tutorId,
    batchId,
    fridayId,
    tutor: (await createUserWithToken('tutor', undefined, tutorId)).authorization,
    otherTutor: (await createUserWithToken('tutor', undefined, String(otherMember._id)))
      .authorization,
    sessions: await sessionsOf(api, batchId),
    fridaySessions: await sessionsOf(api, fridayId),
  };
}
