import type { ErrorEnvelope } from '@tutoring/shared';

export type ApiErrorDetail = NonNullable<ErrorEnvelope['details']>[number];

/** Codes the client itself produces when no answer from the server could be read. */
export const CLIENT_ERROR_CODES = {
  /** A non-2xx answer without the API's error envelope (a proxy's HTML page, say). */
  httpError: 'HTTP_ERROR',
  timeout: 'TIMEOUT',
  network: 'NETWORK_ERROR',
  badResponse: 'BAD_RESPONSE',
} as const;

export const CLIENT_ERROR_MESSAGES = {
  timeout: 'The request timed out. Please check your connection and try again.',
  network: 'Could not reach the server. Please check your connection and try again.',
  badResponse: 'The server sent an unexpected answer. Please try again later.',
} as const;

/**
 * Every failed request rejects with this. `status` is the HTTP status, or 0 when no answer
 * arrived (timeout, network failure); `message` is always readable by a person.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly details: ApiErrorDetail[];

  constructor(status: number, code: string, message: string, details: ApiErrorDetail[] = []) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
  }

  /** 4xx: the request itself was refused; repeating it unchanged will not help. */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * What a screen shows for a failed action: the server's own message when it sent one, the
 * client's readable timeout or network message, else the screen's fallback
 * (docs/PRODUCT.md section 8).
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!isApiError(error) || !error.message) return fallback;
  const withoutUsefulMessage: string[] = [
    CLIENT_ERROR_CODES.httpError,
    CLIENT_ERROR_CODES.badResponse,
  ];
  return withoutUsefulMessage.includes(error.code) ? fallback : error.message;
}

/** The request was called off on purpose (an upload's Cancel), which is not a failure. */
export function isCancelled(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** The server answered that what was asked for does not exist (404). */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}
