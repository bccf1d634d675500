import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import { Counter, Histogram } from 'prom-client';
import type { OnAnswerEnd } from '../http/access-log';
import { metricsRegistry } from './registry';

const LABELS = ['method', 'route', 'status'] as const;

const requests = new Counter({
  name: 'http_requests_total',
  help: 'HTTP requests answered, by method, route template and status.',
  labelNames: LABELS,
  registers: [metricsRegistry],
});

const durations = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from the request to the end of its answer, by method, route template and status.',
  labelNames: LABELS,
  // Cached reads answer in a millisecond; a slow mail-server handshake or export in seconds.
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

/** Where a matched route leaves its template for the metrics ('/api/coursesv2/:id'). */
const ROUTE = Symbol('metrics route');
type Labelled = IncomingMessage & { [ROUTE]?: string };

/**
 * Names the request's route for the metrics; the route table adds it to every route. A
 * template, never the URL, so ids and query strings cannot multiply the series.
 */
export function labelRoute(template: string): RequestHandler {
  return (req, _res, next) => {
    (req as Labelled)[ROUTE] = template;
    next();
  };
}

/** Label sets made once per method, route and status: a request then allocates none. */
type Labels = Record<(typeof LABELS)[number], string>;
const labelSets = new Map<string, Labels>();
/** Methods, templates and statuses are few; bounded all the same, as any key set from requests. */
const MAX_LABEL_SETS = 1000;

function labelsOf(method: string, route: string, status: string): Labels {
  const key = `${method} ${route} ${status}`;
  let labels = labelSets.get(key);
  if (!labels) {
    labels = { method, route, status };
    if (labelSets.size < MAX_LABEL_SETS) labelSets.set(key, labels);
  }
  return labels;
}

/**
 * Counts and times every request the access log sees, kept answers included: the log tells it
 * from its own 'close' listener (`requestLog(logger, countAnswer)`). Answers no route table
 * matched (kept public reads answered from the response cache, the web app's files, unknown
 * paths) share the route "other".
 */
export const countAnswer: OnAnswerEnd = (req, res, seconds, finished) => {
  const labels = labelsOf(
    req.method ?? 'GET',
    (req as Labelled)[ROUTE] ?? 'other',
    finished ? String(res.statusCode) : 'aborted',
  );
  durations.observe(labels, seconds);
  requests.inc(labels);
};
