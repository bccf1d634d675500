import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { Counter, Histogram } from 'prom-client';
import type { LogRequest } from '../http/access-log';
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

/**
 * Counts and times every request the access log sees, kept answers included. Answers no
 * route table matched (kept public reads answered from the response cache, the web app's
 * files, unknown paths) share the route "other".
 */
export function measuringRequests(logRequest: LogRequest): LogRequest {
  return (req: IncomingMessage, res: ServerResponse) => {
    logRequest(req, res);
    const stopTimer = durations.startTimer();
    res.on('close', () => {
      const labels = {
        method: req.method ?? 'GET',
        route: (req as Labelled)[ROUTE] ?? 'other',
        status: res.writableFinished ? String(res.statusCode) : 'aborted',
      };
      stopTimer(labels);
      requests.inc(labels);
    });
  };
}
