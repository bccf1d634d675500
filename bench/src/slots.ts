import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { runAutocannon, type LoadResult } from './load/autocannon';
import { withMongooseBaseline } from './lib/mongoose-baseline';
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

/**
 * Issue 31: the slowest hundredth of the product's answers against the baseline's, both in
 * this run. The baseline makes the product's one query per request and sends its answer ready
 * made, so the ratio is what the product's own work adds: computing the slots may at most
 * double the wait. An absolute p99 measured the host instead: 32–56 ms on this kind of machine
 * from one day to the next, 37 ms alone and 52 ms in a full bench within the same hour.
 */
const MAX_P99_RATIO = 2;
/**
 * Both servers are offered the same steady load, about half of what the product answers at
 * full speed here (about 440 req/s): the p99 is then the wait for one answer. At full speed
 * it was a queue's, and the product, with more work per answer on cores it shares with the
 * load and the database, swung 1.23–2.50 against the baseline over five runs; at this rate,
 * 0.93–1.71 over five (2026-11-29).
 */
const RATE = 200;

/** Free slots of a course for 31 days, computed on the server for every request. */
export async function benchSlots(product: Product, options: { seconds: number; rounds: number }) {
  heading(
    `Free slots: ${DAYS} days, ${RATE} req/s on ${CONNECTIONS} connections, ${options.rounds} x ${options.seconds} s, against Express + helmet + Mongoose`,
  );
  const path = await arrangeCourse(product);
  const answerFile = await recordAnswer(`${product.origin}${path}`);
  try {
    await withMongooseBaseline(
      product,
      async (baselineOrigin) => {
        const origins = { product: product.origin, baseline: baselineOrigin };
        for (const origin of Object.values(origins))
          await runAutocannon(`${origin}${path}`, CONNECTIONS, 2);
        // Rounds alternate the two servers, so a change in the host's speed meets both.
        const runs: Record<keyof typeof origins, LoadResult[]> = { product: [], baseline: [] };
        for (let round = 0; round < options.rounds; round += 1)
          for (const [name, origin] of Object.entries(origins) as [keyof typeof origins, string][])
            runs[name].push(
              await runAutocannon(`${origin}${path}`, CONNECTIONS, options.seconds, RATE),
            );
        report(path, runs.product, runs.baseline);
      },
      { BENCH_SLOTS_BODY: answerFile },
    );
  } finally {
    rmSync(dirname(answerFile), { recursive: true, force: true });
  }
}

/** The product's answer, for the baseline to send. */
async function recordAnswer(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const file = join(mkdtempSync(join(tmpdir(), 'bench-slots-')), 'answer.json');
  writeFileSync(file, Buffer.from(await response.arrayBuffer()));
  return file;
}

function report(path: string, product: LoadResult[], baseline: LoadResult[]): void {
  const figures = (runs: LoadResult[]) => ({
    p99: median(runs.map((run) => run.p99Ms)),
    rps: median(runs.map((run) => run.requestsPerSecond)),
    failures: runs.reduce((sum, run) => sum + run.errors + run.non2xx, 0),
  });
  const ours = figures(product);
  const theirs = figures(baseline);
  const row = (server: string, { rps, p99, failures }: typeof ours) => [
    server,
    rps.toFixed(0),
    p99.toFixed(0),
    String(failures),
  ];
  printTable([
    [
      path.replace(/\?.*/, `?days=${DAYS}`),
      'req/s (median)',
      'p99 ms (median)',
      'errors + non-2xx',
    ],
    row('product', ours),
    row('express+helmet+mongoose', theirs),
  ]);
  const ratio = ours.p99 / theirs.p99;
  budget(
    `/api/slots (${DAYS} days) p99, product/baseline`,
    `${ratio.toFixed(2)} (${ours.p99.toFixed(0)} / ${theirs.p99.toFixed(0)} ms)`,
    `<= ${MAX_P99_RATIO}`,
    ratio <= MAX_P99_RATIO,
    'timing',
  );
  budget('/api/slots errors + non-2xx', String(ours.failures), '0', ours.failures === 0);
}
