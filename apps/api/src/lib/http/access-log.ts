import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
// For its typing of req.log (pino-http declares it on http.IncomingMessage), which
// the error handler and other modules use.
import type {} from 'pino-http';
import type { Logger } from '../logger';
import { loggableUrl } from './loggable-url';

/** Notes one request for the log; plain Node objects, so it also serves answers Express never sees. */
export type LogRequest = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * What else wants to know when an answer ends (the request metrics), with the seconds it took
 * and whether it was finished: told from the log's own listener, so a request pays for one
 * 'close' listener and one clock reading, not one of each per observer.
 */
export type OnAnswerEnd = (
  req: IncomingMessage,
  res: ServerResponse,
  seconds: number,
  finished: boolean,
) => void;

/**
 * One short JSON line per request (method, url, status, time). Replaces pino-http, whose child
 * logger per request and full serializers were a large part of the CPU of a cached read.
 * `req.log` is the app's logger, so code that logs during a request keeps working.
 */
export function requestLog(logger: Logger, onEnd?: OnAnswerEnd): LogRequest {
  // Its lines carry no headers or bodies, so the redaction every other line gets would only
  // cost time: a child without it.
  const lines = logger.child({}, { redact: [] });
  let sequence = 0;
  return (req, res) => {
    req.log = logger;
    const started = performance.now();
    // Health probes every few seconds would drown the log; they are still counted.
    if (req.url === '/api/health') {
      if (onEnd) res.on('close', () => onEnd(req, res, elapsed(started), res.writableFinished));
      return;
    }
    const id = (sequence += 1);
    // Read before any router strips a mount path from req.url: the URL as the client sent it,
    // less the secrets some URLs carry.
    const url = loggableUrl(req.url ?? '');
    // 'close' comes once per response, finished or not: no once() wrapper needed.
    res.on('close', () => {
      const finished = res.writableFinished;
      const took = performance.now() - started;
      const statusCode = finished ? res.statusCode : null;
      const line = {
        req: { id, method: req.method, url, remoteAddress: req.socket.remoteAddress },
        res: { statusCode },
        responseTime: Math.round(took),
      };
      if (statusCode === null) lines.info(line, 'request aborted');
      else if (statusCode >= 500) lines.error(line, 'request errored');
      else lines.info(line, 'request completed');
      onEnd?.(req, res, took / 1000, finished);
    });
  };
}

const elapsed = (started: number) => (performance.now() - started) / 1000;

/** The access log as the app's first middleware. */
export function accessLog(logRequest: LogRequest): RequestHandler {
  return (req, res, next) => {
    logRequest(req, res);
    next();
  };
}
