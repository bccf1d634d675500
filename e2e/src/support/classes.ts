import { apiCall, mailedLinkToken, uniqueSuffix } from './api';
import { courseWithOpenHours } from './bookings';

const DAY = 24 * 60 * 60 * 1000;
const dayFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

/**
 * The token of a real waitlist offer, for the pages that show one: a one-seat batch far ahead
 * (clear of the demo times the tours book), a parent enrolled, another waiting, the first
 * withdrawn by staff, so the second is mailed the seat. The batch is then closed: the course
 * pages other tests read show no class.
 */
export async function offeredSeatToken(
  baseUrl: string,
  adminToken: string,
  mailDir: string,
): Promise<string> {
  const course = await courseWithOpenHours(baseUrl, adminToken);
  const schedule = {
    course: course._id,
    tutor: course.instructor._id,
    title: `Tour batch ${uniqueSuffix()}`,
    weekdays: [6],
    startTime: '10:00',
    durationMinutes: 60,
    startDate: dayFromNow(300),
    endDate: dayFromNow(330),
    seats: 1,
    place: { kind: 'online', link: 'https://meet.example/tour' },
  };
  const { batch } = await apiCall<{ batch: { _id: string } }>(baseUrl, 'POST', '/batches', {
    token: adminToken,
    body: schedule,
  });
  const parent = (name: string) => ({
    studentName: `${name} Student`,
    guardianName: `${name} Parent`,
    email: `tour-${name.toLowerCase()}-${uniqueSuffix()}@e2e.test`,
  });
  const first = parent('First');
  const waiting = parent('Waiting');
  const { enrolment } = await apiCall<{ enrolment: { _id: string } }>(
    baseUrl,
    'POST',
    `/batches/${batch._id}/enrolments`,
    { body: first },
  );
  await apiCall(baseUrl, 'POST', `/batches/${batch._id}/waitlist`, { body: waiting });
  await apiCall(baseUrl, 'DELETE', `/enrolments/${enrolment._id}`, { token: adminToken });
  const token = await mailedLinkToken(mailDir, waiting.email, 'waitlist');
  await apiCall(baseUrl, 'PUT', `/batches/${batch._id}`, {
    token: adminToken,
    body: { ...schedule, status: 'closed' },
  });
  return token;
}
