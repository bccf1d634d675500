import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError } from 'zod';
import { AppError, type ErrorCode, ERROR_STATUS } from '../errors';
import { isDatabaseUnavailable } from '../db/availability';
import { invalid } from './validate';

interface HttpLikeError {
  type?: string;
  status?: number;
  code?: string | number;
}

/** Turns anything thrown into docs/API.md section 5's envelope; never a stack trace. */
function toAppError(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  if (error instanceof ZodError) return invalid(error);
  const http = (error ?? {}) as HttpLikeError;
  if (http.type === 'entity.parse.failed')
    return new AppError('MALFORMED_JSON', 'The request body is not valid JSON.');
  if (http.type === 'entity.too.large')
    return new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large.');
  if (http.type === 'charset.unsupported' || http.type === 'encoding.unsupported') {
    return new AppError('UNSUPPORTED_MEDIA_TYPE', 'The request body encoding is not supported.');
  }
  if (http.code === 11000) return new AppError('CONFLICT', 'This record already exists.');
  if (isDatabaseUnavailable(error)) {
    return new AppError(
      'DATABASE_UNAVAILABLE',
      'The database is unavailable. Please try again shortly.',
    );
  }
  if (typeof http.status === 'number' && http.status >= 400 && http.status < 500) {
    const code = (Object.keys(ERROR_STATUS) as ErrorCode[]).find(
      (key) => ERROR_STATUS[key] === http.status,
    );
    return new AppError(code ?? 'BAD_REQUEST', 'The request could not be processed.');
  }
  return undefined;
}

export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  const known = toAppError(error);
  if (!known) req.log.error({ err: error }, 'unexpected error');
  const appError =
    known ?? new AppError('INTERNAL_ERROR', 'Something went wrong on our side. Please try again.');
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.status(appError.status).json({
    message: appError.message,
    code: appError.code,
    ...(appError.details ? { details: appError.details } : {}),
  });
};

export const unknownApiRoute: RequestHandler = (req, _res, next) => {
  next(new AppError('NOT_FOUND', `No API route for ${req.method} ${req.path}.`));
};
