/** Error codes of the envelope (docs/API.md section 5) and the HTTP status of each. */
export const ERROR_STATUS = {
  VALIDATION_ERROR: 400,
  MALFORMED_JSON: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** No seat of a batch is left (docs/API.md, classes). */
  batch_full: 409,
  /** A waitlist is joined only while no seat is free (docs/API.md, classes). */
  seats_available: 409,
  /** That student already holds a place in that batch. */
  already_enrolled: 409,
  /** A waitlist offer past its hold: the seat went to the next in line. */
  offer_expired: 410,
  /** An absence reported later than makeUpNoticeHours before the class. */
  too_late: 409,
  /** A make-up credit past its expiry, or already spent. */
  credit_expired: 409,
  credit_used: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  DATABASE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface ErrorDetail {
  path: string;
  message: string;
}

/** An expected failure with a message a person can read; the error handler sends it. */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetail[],
  ) {
    super(message);
    this.name = 'AppError';
    this.status = ERROR_STATUS[code];
  }
}

export const notFound = (what = 'Resource') => new AppError('NOT_FOUND', `${what} not found.`);
