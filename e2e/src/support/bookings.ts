import { apiCall, uniqueSuffix } from './api';

export interface BookableCourse {
  _id: string;
  title: string;
  instructor: { _id: string; name: string };
}

const ALL_DAY = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, start: '00:00', end: '24:00' }));

/**
 * A demo course whose instructor takes demo classes at any hour with no notice: a free time is
 * always near. Setting the same hours again (another test file) changes nothing.
 */
export async function courseWithOpenHours(
  baseUrl: string,
  adminToken: string,
): Promise<BookableCourse> {
  const { courses } = await apiCall<{ courses: (BookableCourse | { instructor: null })[] }>(
    baseUrl,
    'GET',
    '/coursesv2',
  );
  const course = courses.find((candidate): candidate is BookableCourse => !!candidate.instructor);
  if (!course) throw new Error('the demo content has no v2 course with an instructor');
  await apiCall(baseUrl, 'PUT', `/team/${course.instructor._id}/availability`, {
    token: adminToken,
    body: { weekly: ALL_DAY, noticeHours: 0 },
  });
  return course;
}

interface Slots {
  slots: { start: string; tutorId: string }[];
}

/**
 * Books one of the course's latest free times through the API and answers its private token.
 * The latest, and another when one is taken meanwhile (409): journeys that book through the
 * page take the earliest, so the two never race for one slot.
 */
export async function bookedDemoToken(baseUrl: string, adminToken: string): Promise<string> {
  const course = await courseWithOpenHours(baseUrl, adminToken);
  const from = new Date().toISOString().slice(0, 10);
  const { slots } = await apiCall<Slots>(
    baseUrl,
    'GET',
    `/slots?course=${course._id}&from=${from}&days=14`,
  );
  for (const slot of slots.slice(-20).reverse()) {
    try {
      const { manageToken } = await apiCall<{ manageToken: string }>(baseUrl, 'POST', '/bookings', {
        body: {
          course: course._id,
          tutorId: slot.tutorId,
          start: slot.start,
          name: 'Tour Parent',
          // One upcoming demo class per e-mail per course: each tour books as another parent.
          email: `tour-${uniqueSuffix()}@e2e.test`,
        },
      });
      return manageToken;
    } catch (error) {
      if (!String(error).includes('answered 409')) throw error;
    }
  }
  throw new Error('no free demo time could be booked');
}
