import type { AvailabilityInput } from '@tutoring/shared';
import { createUserWithToken, testClient } from '../../../../test/http';
import { CourseV2Model } from '../../courses-v2/courses-v2.model';
import { siteSettingsStore } from '../../site-settings/site-settings.store';
import { TeamMemberModel } from '../../team/team.model';
import { ContactMessageModel } from '../../contact/contact.model';
import { AvailabilityModel } from '../availability.model';
import { BookingModel, SlotClaimModel } from '../booking.model';

/** A Wednesday in the institute's zone (New York), days before clocks go forward on 14 March 2027. */
export const NOW = new Date('2027-03-10T12:00:00.000Z');
export const TIME_ZONE = 'America/New_York';

/** The app as it is on NOW, with the institute in New York. */
export const bookingClient = () => testClient({ clock: () => NOW });

let counter = 0;

/**
 * A tutor with hours (set through the API), a published course they teach, and an admin:
 * what every booking test starts from.
 */
export async function arrangeTutoring(
  hours: AvailabilityInput,
  { anyTutor = false }: { anyTutor?: boolean } = {},
) {
  counter += 1;
  const api = bookingClient();
  // Tutors of earlier tests in the file would offer slots to an 'any tutor' course.
  await AvailabilityModel.deleteMany({});
  await siteSettingsStore.replace({
    name: 'Harbour Lights Academy',
    email: 'hello@harbour.example',
    timeZone: TIME_ZONE,
  });
  const admin = (await createUserWithToken('admin')).authorization;
  const tutor = await TeamMemberModel.create({ name: `Ada Tutor ${counter}`, role: 'Physics' });
  const course = await CourseV2Model.create({
    title: `IB Physics HL ${counter}`,
    description: 'One to one.',
    examType: 'IB',
    status: 'published',
    instructor: tutor._id,
    anyTutor,
  });
  const saved = await api
    .put(`/api/team/${tutor._id}/availability`)
    .set('Authorization', admin)
    .send(hours);
  if (saved.status !== 200) throw new Error(`hours not saved: ${JSON.stringify(saved.body)}`);
  return { api, admin, tutorId: String(tutor._id), courseId: String(course._id) };
}

/** Every day 09:00–12:00, no days off, 12 hours' notice. */
export const MORNINGS: AvailabilityInput = {
  weekly: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, start: '09:00', end: '12:00' })),
};

/** Priya's address; another parent's is made from their name (one upcoming class each per course). */
const emailOf = (name: string) =>
  name === 'Priya Parent'
    ? 'priya@example.com'
    : `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@example.com`;

/** A parent's booking of `start` with the tutor. */
export const parent = (
  courseId: string,
  tutorId: string,
  start: string,
  name = 'Priya Parent',
) => ({
  course: courseId,
  tutorId,
  start,
  name,
  email: emailOf(name),
  mobile: '+91 98765 43210',
  message: 'My son is in grade 11.',
  timeZone: 'Asia/Kolkata',
});

/** Monday 15 March 2027, 09:00 in New York (EDT). */
export const MONDAY_NINE = '2027-03-15T13:00:00.000Z';

/** A tutor with MORNINGS, and a parent's booking of MONDAY_NINE with them to send. */
export async function arrangeMondayNineBooking() {
  const arranged = await arrangeTutoring(MORNINGS);
  return { ...arranged, booking: parent(arranged.courseId, arranged.tutorId, MONDAY_NINE) };
}

/** How many bookings, leads and slot claims the database holds: a refusal changes none. */
export const counts = async () => ({
  bookings: await BookingModel.countDocuments(),
  leads: await ContactMessageModel.countDocuments(),
  claims: await SlotClaimModel.countDocuments(),
});

/** The free slots of Monday 15 March. */
export const slotStarts = async (api: ReturnType<typeof bookingClient>, course: string) =>
  (await api.get('/api/slots').query({ course, from: '2027-03-15', days: 1 })).body.slots.map(
    (slot: { start: string }) => slot.start,
  );
