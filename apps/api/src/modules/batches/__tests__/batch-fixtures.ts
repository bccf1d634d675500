import type { BatchInput } from '@tutoring/shared';
import { createUserWithToken, testClient } from '../../../../test/http';
import { CourseV2Model } from '../../courses-v2/courses-v2.model';
import { siteSettingsStore } from '../../site-settings/site-settings.store';
import { TeamMemberModel } from '../../team/team.model';

/** A Monday in London, weeks before the clocks go forward (Sunday 28 March 2027). */
export const NOW = new Date('2027-03-01T12:00:00.000Z');

/** The app as it is on NOW. */
export const batchClient = () => testClient({ clock: () => NOW });

let counter = 0;

/** An institute in London with an admin, a tutor and a v2 course: what batches start from. */
export async function arrangeClasses() {
  counter += 1;
  await siteSettingsStore.replace({ name: 'Harbour Lights Academy', timeZone: 'Europe/London' });
  const admin = (await createUserWithToken('admin')).authorization;
  const tutor = await TeamMemberModel.create({ name: `Ada Tutor ${counter}`, role: 'Physics' });
  const course = await CourseV2Model.create({
    title: `IB Physics HL ${counter}`,
    description: 'Small groups.',
    examType: 'IB',
    status: 'published',
  });
  return { api: batchClient(), admin, tutorId: String(tutor._id), courseId: String(course._id) };
}

/** Thursdays at 17:00 for an hour, 18 March to 8 April 2027: across the change to summer time. */
export const thursdayBatch = (courseId: string, tutorId: string): BatchInput => ({
  course: courseId,
  tutor: tutorId,
  title: 'Thursday evenings',
  weekdays: [4],
  startTime: '17:00',
  durationMinutes: 60,
  startDate: '2027-03-18',
  endDate: '2027-04-08',
  seats: 3,
  place: { kind: 'online', link: 'https://meet.example/physics' },
  fee: { amount: 450000, period: 'month' },
});
