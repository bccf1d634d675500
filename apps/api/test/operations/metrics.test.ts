import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { Types } from 'mongoose';
import { getMetricsFromStream, type PromHistogramData, type PromMetrics } from 'prom2javascript';
import supertest from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app';
import { BookingModel } from '../../src/modules/bookings/booking.model';
import { OutboxModel } from '../../src/modules/outbox/outbox.model';
import { expectEnvelope, GENEROUS_LIMITS, TEST_JWT_SECRET } from '../http';

/** GET /api/metrics (docs/OPERATIONS.md, "Metrics"), read with a Prometheus text parser. */
const METRICS_TOKEN = 'scraper-token-of-some-length';
const DASHBOARD = path.resolve(import.meta.dirname, '../../../../deploy/grafana/tutoring-api.json');

function site(metricsToken?: string) {
  return supertest(
    createApp({
      jwtSecret: TEST_JWT_SECRET,
      rateLimits: GENEROUS_LIMITS,
      responseCache: false,
      importOutsideImages: false,
      metricsToken,
    }),
  );
}

const api = site(METRICS_TOKEN);

async function scrape(): Promise<PromMetrics> {
  const res = await api.get('/api/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`);
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toContain('text/plain');
  // Before their first sample the event-loop delay's mean and deviations are NaN (prom-client
  // writes "Nan"): Prometheus reads that as "no number yet", this parser refuses the whole text.
  const numbersOnly = res.text.replace(/^\S+ Nan\n/gm, '');
  return getMetricsFromStream(Readable.from([numbersOnly]));
}

function family(metrics: PromMetrics, name: string) {
  const found = metrics[name];
  if (!found) throw new Error(`no metric family ${name}`);
  return found;
}

/** The value of the family's sample whose labels include `labels`. */
function valueOf(metrics: PromMetrics, name: string, labels: Record<string, string> = {}) {
  const samples = family(metrics, name).data as { labels: Record<string, string>; value: number }[];
  const sample = samples.find((candidate) =>
    Object.entries(labels).every(([key, value]) => candidate.labels[key] === value),
  );
  return sample?.value;
}

describe('GET /api/metrics', () => {
  beforeAll(async () => {
    await api.post('/api/contact').send({ name: 'Ananya', course: 'IB Physics' }).expect(201);
    await OutboxModel.create({
      kind: 'lead-acknowledgement',
      to: ['parent@example.com'],
      subject: 'Thank you',
      text: 'We will call you.',
      status: 'queued',
      attempts: 0,
      lastError: '',
      nextAttemptAt: new Date(),
      createdAt: new Date(Date.now() - 120_000),
    });
    await BookingModel.create({
      course: { _id: new Types.ObjectId(), title: 'SAT Math' },
      tutor: { _id: new Types.ObjectId(), name: 'Ravi' },
      start: new Date('2030-01-07T10:00:00Z'),
      end: new Date('2030-01-07T11:00:00Z'),
      name: 'Kabir',
      email: 'kabir@example.com',
      timeZone: 'UTC',
      instituteTimeZone: 'UTC',
    });
  });

  it('when no token is sent, then it answers 401 and shows nothing', async () => {
    const res = await api.get('/api/metrics');

    expect(res.status).toBe(401);
    expectEnvelope(res.body, 'UNAUTHORIZED');
    expect(res.text).not.toContain('http_requests_total');
  });

  it('when another bearer token is sent, then it answers 401', async () => {
    const res = await api.get('/api/metrics').set('Authorization', 'Bearer not-the-token-at-all');

    expect(res.status).toBe(401);
    expectEnvelope(res.body, 'UNAUTHORIZED');
  });

  it('when METRICS_TOKEN is not set, then it answers 404 whatever token is sent', async () => {
    const res = await site(undefined).get('/api/metrics').set('Authorization', 'Bearer anything');

    expect(res.status).toBe(404);
    expectEnvelope(res.body, 'NOT_FOUND');
  });

  it('when requests were answered, then they are counted and timed by route template and status', async () => {
    const id = new Types.ObjectId().toString();
    await api.get(`/api/coursesv2/${id}`).expect(404);

    const families = await scrape();

    const histogram = family(families, 'http_request_duration_seconds');
    expect(histogram.type).toBe('histogram');
    const sample = (histogram.data as PromHistogramData[]).find(
      ({ labels }) => labels.route === '/api/coursesv2/:id' && labels.status === '404',
    );
    expect(sample?.count).toBeGreaterThanOrEqual(1);
    expect(sample?.buckets['+Inf']).toBe(sample?.count);
    expect(JSON.stringify(families)).not.toContain(id);
    const posted = { method: 'POST', route: '/api/contact', status: '201' };
    expect(valueOf(families, 'http_requests_total', posted)).toBeGreaterThanOrEqual(1);
  });

  it('when mail waits in the outbox, then its depth and the oldest mail age show', async () => {
    const families = await scrape();

    expect(valueOf(families, 'tutoring_outbox_depth')).toBeGreaterThanOrEqual(1);
    expect(valueOf(families, 'tutoring_outbox_oldest_unsent_age_seconds')).toBeGreaterThanOrEqual(
      120,
    );
  });

  it('when leads and bookings are stored, then they are counted by status', async () => {
    const families = await scrape();

    expect(valueOf(families, 'tutoring_leads', { status: 'new' })).toBe(1);
    expect(valueOf(families, 'tutoring_bookings', { status: 'booked' })).toBe(1);
  });

  it('when scraped, then the event loop lag and the database being up are there', async () => {
    const families = await scrape();

    expect(valueOf(families, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(valueOf(families, 'tutoring_database_up')).toBe(1);
  });
});

describe('the Grafana dashboard in deploy/grafana', () => {
  it('when its queries name a metric, then GET /api/metrics serves that metric', async () => {
    const dashboard = readFileSync(DASHBOARD, 'utf8');
    const named = new Set(dashboard.match(/\b(?:tutoring|http|nodejs|process)_[a-z0-9_]+/g));
    const served = Object.keys(await scrape()).flatMap((name) => [
      name,
      `${name}_bucket`,
      `${name}_count`,
      `${name}_sum`,
    ]);

    expect(named.size).toBeGreaterThan(5);
    expect([...named].filter((name) => !served.includes(name))).toEqual([]);
  });
});
