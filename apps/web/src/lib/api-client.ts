import type { z } from 'zod';
import type { ErrorEnvelope } from '@tutoring/shared';
import { env } from '../config/env';
import { ApiError, CLIENT_ERROR_CODES, CLIENT_ERROR_MESSAGES } from './api-error';
import { getAuthToken, signOut } from './auth-store';

type QueryValue = string | number | boolean | undefined | null;

/** What sends a request: fetch, or a stand-in that answers like it (uploads: xhr-transport.ts). */
export type Transport = (url: string, init: RequestInit) => Promise<Response>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, or as multipart when it is FormData (uploads). */
  body?: unknown;
  query?: Record<string, QueryValue>;
  /** Cancels the request (TanStack Query passes one); not reported as a timeout. */
  signal?: AbortSignal;
  timeoutMs?: number;
  /** false: never send the token (login, register, anonymous reads). */
  auth?: boolean;
  /** The token to send instead of the session's (sign-out: the session is already gone). */
  token?: string;
  /** Sends the request instead of fetch (an upload that reports its progress). */
  transport?: Transport;
  /**
   * The request carries a password the person typed again: its 401 means that password was
   * wrong, not that the session ended, so it does not sign them out.
   */
  passwordCheck?: boolean;
}

export interface DownloadedFile {
  blob: Blob;
  /** From Content-Disposition, when the server named the file. */
  filename: string | null;
}

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return `${env.apiBaseUrl}${path}${search ? `?${search}` : ''}`;
}

function buildInit(options: RequestOptions, token: string | null, accept: string): RequestInit {
  const headers = new Headers({ Accept: accept });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body; // the browser sets the multipart boundary itself
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  return { method: options.method ?? 'GET', headers, body };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * docs/API.md section 5's error envelope, checked by hand rather than with the shared zod
 * schema: this module is on every page, and zod must stay out of the home page's entry.
 */
function isErrorEnvelope(value: unknown): value is ErrorEnvelope {
  if (typeof value !== 'object' || value === null) return false;
  const { code, message, details } = value as Record<string, unknown>;
  return (
    typeof code === 'string' &&
    typeof message === 'string' &&
    (details === undefined || (Array.isArray(details) && details.every(isDetail)))
  );
}

function isDetail(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const { path, message } = value as Record<string, unknown>;
  return typeof path === 'string' && typeof message === 'string';
}

async function toApiError(response: Response): Promise<ApiError> {
  const envelope = await readJson(response);
  if (isErrorEnvelope(envelope)) {
    const { code, message, details } = envelope;
    return new ApiError(response.status, code, message, details);
  }
  return new ApiError(
    response.status,
    CLIENT_ERROR_CODES.httpError,
    `The server answered with an error (status ${response.status}). Please try again later.`,
  );
}

/**
 * One request with a timeout. `read` consumes the body inside the timeout, so a server that
 * stalls mid-answer is cut off too. A 401 to a request that carried the token means the
 * session is over: the user is signed out and the guards send them to the login page.
 */
async function send<T>(
  path: string,
  options: RequestOptions,
  accept: string,
  read: (response: Response) => Promise<T>,
): Promise<T> {
  const token = options.auth === false ? null : (options.token ?? getAuthToken());
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? env.requestTimeoutMs);
  const onCallerAbort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', onCallerAbort, { once: true });
  try {
    const init = { ...buildInit(options, token, accept), signal: controller.signal };
    const response = await (options.transport ?? fetch)(buildUrl(path, options.query), init);
    if (!response.ok) {
      const sessionEnded = response.status === 401 && !options.passwordCheck;
      if (sessionEnded && token && getAuthToken() === token) signOut();
      throw await toApiError(response);
    }
    return await read(response);
  } catch (error) {
    throw toClientError(error, timedOut, options.signal);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }
}

function toClientError(error: unknown, timedOut: boolean, callerSignal?: AbortSignal): unknown {
  if (error instanceof ApiError) return error;
  if (timedOut) {
    return new ApiError(0, CLIENT_ERROR_CODES.timeout, CLIENT_ERROR_MESSAGES.timeout);
  }
  // The caller cancelled on purpose (a query was dropped): pass the abort on unchanged.
  if (callerSignal?.aborted) return error;
  return new ApiError(0, CLIENT_ERROR_CODES.network, CLIENT_ERROR_MESSAGES.network);
}

function parseWith<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new ApiError(0, CLIENT_ERROR_CODES.badResponse, CLIENT_ERROR_MESSAGES.badResponse);
  }
  return parsed.data;
}

/** A JSON request. With a schema the answer is checked and typed; without, it is unknown. */
export function apiRequest<S extends z.ZodType>(
  path: string,
  options: RequestOptions & { schema: S },
): Promise<z.output<S>>;
export function apiRequest(path: string, options?: RequestOptions): Promise<unknown>;
export function apiRequest(
  path: string,
  options: RequestOptions & { schema?: z.ZodType } = {},
): Promise<unknown> {
  return send(path, options, 'application/json', async (response) => {
    const data = await readJson(response);
    return options.schema ? parseWith(options.schema, data) : data;
  });
}

/** A file download (the Excel export): the body as a Blob, with the server's file name. */
export function apiDownload(path: string, options: RequestOptions = {}): Promise<DownloadedFile> {
  return send(path, options, '*/*', async (response) => ({
    blob: await response.blob(),
    filename: filenameFrom(response.headers.get('Content-Disposition')),
  }));
}

function filenameFrom(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed encoded name: fall through to the plain one.
    }
  }
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
}
