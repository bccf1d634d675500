import { runAutocannon } from './load/autocannon';
import type { Product } from './product-server';
import { budget, heading, median, printTable } from './lib/report';

const CONNECTIONS = 10;
const DAYS = 31;
/** A tutor free twelve hours a day: 24 slots a day, 744 in the window. */
const HOURS = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, start: '08:00', end: '20:00' }));
/** Bookings in the window, so the answer subtracts taken slots as it does in real use. */
const BOOKED = 5;

async function call<T>(
  product: Product,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await fetch(`${product.origin}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${product.adminToken}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? null : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** A published course with an instructor, given hours and a few bookings. */
async function arrangeCourse(product: Product): Promise<string> {
  const { courses } = await call<{
    courses: { _id: string; instructor: { _id: string } | null }[];
  }>(product, 'GET', '/coursesv2');
  const course = courses.find((candidate) => candidate.instructor);
  if (!course?.instructor) throw new Error('the demo content has no course with an instructor');
  await call(product, 'PUT', `/team/${course.instructor._id}/availability`, {
    weekly: HOURS,
    noticeHours: 0,
  });
  const today = new Date().toISOString().slice(0, 10);
  const { slots } = await call<{ slots: { start: string; tutorId: string }[] }>(
    product,
    'GET',
    `/slots?course=${course._id}&from=${today}&days=${DAYS}`,
  );
  const taken = slots.filter((_, index) => index % 97 === 0).slice(0, BOOKED);
  for (const [parent, slot] of taken.entries()) {
    // Each booking from its own parent and address, as real ones come: the API allows one
    // upcoming booking per e-mail and course, and 3 a day per address (BOOKING_LIMITS). The
    // bench's server trusts a forwarded address from loopback (TRUST_PROXY).
    const booking = {
      course: course._id,
      tutorId: slot.tutorId,
      start: slot.start,
      name: `Bench Parent ${parent + 1}`,
      email: `bench-${parent + 1}@example.com`,
    };
    await call(product, 'POST', '/bookings', booking, {
      'x-forwarded-for': `203.0.113.${parent + 1}`,
    });
  }
  return `/api/slots?course=${course._id}&from=${today}&days=${DAYS}`;
}

/** Free slots of a course for 31 days, computed on the server for every request. */
export async function benchSlots(product: Product, options: { seconds: number; rounds: number }) {
  heading(
    `Free slots: ${DAYS} days, ${CONNECTIONS} connections, ${options.rounds} x ${options.seconds} s`,
  );
  const path = await arrangeCourse(product);
  await runAutocannon(`${product.origin}${path}`, CONNECTIONS, 2);
  const runs = [];
  for (let round = 0; round < options.rounds; round += 1) {
    runs.push(await runAutocannon(`${product.origin}${path}`, CONNECTIONS, options.seconds));
  }
  const p99 = median(runs.map((run) => run.p99Ms));
  const rps = median(runs.map((run) => run.requestsPerSecond));
  const failures = runs.reduce((sum, run) => sum + run.errors + run.non2xx, 0);
  printTable([
    ['path', 'req/s (median)', 'p99 ms (median)', 'errors + non-2xx'],
    [path.replace(/\?.*/, `?days=${DAYS}`), rps.toFixed(0), p99.toFixed(0), String(failures)],
  ]);
  budget(`/api/slots (${DAYS} days) p99`, `${p99.toFixed(0)} ms`, '< 50 ms', p99 < 50, 'timing');
  budget('/api/slots errors + non-2xx', String(failures), '0', failures === 0);
}
