import { AvailabilityModel } from './availability.model';

/**
 * The demo tutors' hours: weekday evenings and Saturday mornings in the institute's time
 * zone, when school students take extra classes; a fresh demo site offers times at once.
 */
const DEMO_HOURS = {
  weekly: [
    ...[1, 2, 3, 4, 5].map((day) => ({ day, start: '16:00', end: '20:00' })),
    { day: 6, start: '10:00', end: '13:00' },
  ],
  daysOff: [],
  noticeHours: 12,
};

export async function seedDemoHours(memberIds: string[]): Promise<number> {
  await AvailabilityModel.insertMany(memberIds.map((_id) => ({ _id, ...DEMO_HOURS })));
  return memberIds.length;
}
