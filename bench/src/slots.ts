import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { runAutocannon, type LoadResult } from './load/autocannon';
import type { RecordedBodies } from './baselines/bodies';
import { startTsChild, stopChild, waitForOutput } from './lib/processes';
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
 * The product's answers per second against bare node:http sending the product's recorded
 * answer, both as fast as they answer, as the cached reads are measured: the share of the
 * machine's limit that computing the slots leaves. The yardstick and this figure are
 * docs/decisions/0062-budgets-hold-still.md; the figure is never lowered after a miss.
 */
const MIN_RATIO = 0.03;

/** Free slots of a course for 31 days, computed on the server for every request. */
export async function benchSlots(product: Product, options: { seconds: number; rounds: number }) {
  heading(
    `Free slots: ${DAYS} days, ${CONNECTIONS} connections, ${options.rounds} x ${options.seconds} s at full speed, against bare node:http`,
  );
  const path = await arrangeCourse(product);
  const bodiesFile = await recordAnswer(product.origin, path);
  const bare = startTsChild('baselines/bare-http.ts', [], { BENCH_BODIES: bodiesFile });
  try {
    const bareOrigin = `http://127.0.0.1:${(await waitForOutput(bare, /listening on (\d+)/))[1]}`;
    const origins = { product: product.origin, bare: bareOrigin };
    for (const origin of Object.values(origins))
      await runAutocannon(`${origin}${path}`, CONNECTIONS, 2);
    // Rounds alternate the two servers, so a change in the host's speed meets both.
    const runs: Record<keyof typeof origins, LoadResult[]> = { product: [], bare: [] };
    for (let round = 0; round < options.rounds; round += 1)
      for (const [name, origin] of Object.entries(origins) as [keyof typeof origins, string][])
        runs[name].push(await runAutocannon(`${origin}${path}`, CONNECTIONS, options.seconds));
    report(path, runs.product, runs.bare);
  } finally {
    await stopChild(bare);
    rmSync(dirname(bodiesFile), { recursive: true, force: true });
  }
}

/** The product's answer, recorded for the bare server to send byte for byte. */
async function recordAnswer(origin: string, path: string): Promise<string> {
  const response = await fetch(`${origin}${path}`);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  const recorded: RecordedBodies = {
    [path]: {
      contentType: response.headers.get('content-type') ?? 'application/json',
      bodyBase64: Buffer.from(await response.arrayBuffer()).toString('base64'),
    },
  };
  const file = join(mkdtempSync(join(tmpdir(), 'bench-slots-')), 'answer.json');
  writeFileSync(file, JSON.stringify(recorded));
  return file;
}

function report(path: string, product: LoadResult[], bare: LoadResult[]): void {
  const figures = (runs: LoadResult[]) => ({
    p99: median(runs.map((run) => run.p99Ms)),
    rps: median(runs.map((run) => run.requestsPerSecond)),
    failures: runs.reduce((sum, run) => sum + run.errors + run.non2xx, 0),
  });
  const ours = figures(product);
  const theirs = figures(bare);
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
    row('bare node:http', theirs),
  ]);
  // Ratios per round, then their median, as the reads step does: the servers of one round ran
  // seconds apart, and the neighbours' load changes from minute to minute.
  const ratio = median(
    product.map((run, i) => run.requestsPerSecond / (bare[i]?.requestsPerSecond ?? NaN)),
  );
  budget(
    `/api/slots (${DAYS} days) req/s, product/bare node:http`,
    `${ratio.toFixed(3)} (${ours.rps.toFixed(0)} / ${theirs.rps.toFixed(0)})`,
    `>= ${MIN_RATIO}`,
    ratio >= MIN_RATIO,
    'timing',
  );
  budget('/api/slots errors + non-2xx', String(ours.failures), '0', ours.failures === 0);
}
