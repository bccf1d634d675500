import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { jsonResponse, mockFetch, pendingUntilAborted } from '../test/fetch-mock';
import { apiDownload, apiRequest } from './api-client';
import { ApiError } from './api-error';
import { getAuthState, signIn, signOut } from './auth-store';

const USER = { id: 'u1', email: 'sam@example.com', name: 'Sam', role: 'user' as const };

/** The ApiError a request failed with (anything else fails the test). */
async function failureOf(request: Promise<unknown>): Promise<ApiError> {
  const outcome = await request.then(
    () => new Error('expected the request to fail'),
    (error: unknown) => error,
  );
  if (!(outcome instanceof ApiError)) throw outcome;
  return outcome;
}

function headersOf(fetchMock: ReturnType<typeof mockFetch>, call = 0): Headers {
  return fetchMock.mock.calls[call]![1]!.headers as Headers;
}

afterEach(() => {
  signOut();
  vi.useRealTimers();
});

describe('api client: requests', () => {
  it('when signed in, then the bearer token is sent and the answer is parsed', async () => {
    signIn({ token: 'tok-1', user: USER });
    const fetchMock = mockFetch({ 'GET /api/things': () => jsonResponse({ count: 3 }) });

    const answer = await apiRequest('/things', { schema: z.object({ count: z.number() }) });

    expect(answer).toEqual({ count: 3 });
    expect(headersOf(fetchMock).get('Authorization')).toBe('Bearer tok-1');
  });

  it('when auth is false, then no token is sent even while signed in', async () => {
    signIn({ token: 'tok-1', user: USER });
    const fetchMock = mockFetch({ 'GET /api/things': () => jsonResponse({}) });

    await apiRequest('/things', { auth: false });

    expect(headersOf(fetchMock).has('Authorization')).toBe(false);
  });

  it('when a body is given, then it is sent as JSON with query parameters on the URL', async () => {
    const fetchMock = mockFetch({ 'POST /api/things': () => jsonResponse({}, 201) });

    await apiRequest('/things', {
      method: 'POST',
      body: { a: 1 },
      query: { q: 'x y', n: undefined },
    });

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/things?q=x+y');
    expect(init!.body).toBe('{"a":1}');
    expect(headersOf(fetchMock).get('Content-Type')).toBe('application/json');
  });

  it('when the body is FormData, then the browser is left to set the multipart type', async () => {
    const fetchMock = mockFetch({ 'POST /api/uploads': () => jsonResponse({}, 201) });
    const form = new FormData();
    form.append('file', new Blob(['x']), 'x.txt');

    await apiRequest('/uploads', { method: 'POST', body: form });

    expect(fetchMock.mock.calls[0]![1]!.body).toBe(form);
    expect(headersOf(fetchMock).has('Content-Type')).toBe(false);
  });

  it('when the answer is 204, then it resolves without a body', async () => {
    mockFetch({ 'DELETE /api/things/1': () => new Response(null, { status: 204 }) });

    await expect(apiRequest('/things/1', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it('when a file is downloaded, then the blob and the server file name come back', async () => {
    mockFetch({
      'GET /api/contact/export': () =>
        new Response('xlsx-bytes', {
          headers: {
            'Content-Disposition': 'attachment; filename="contact_messages_2025-01-31.xlsx"',
          },
        }),
    });

    const file = await apiDownload('/contact/export');

    expect(file.filename).toBe('contact_messages_2025-01-31.xlsx');
    expect(await textOf(file.blob)).toBe('xlsx-bytes');
  });
});

describe('api client: failures', () => {
  it('when the server answers with the error envelope, then an ApiError carries it', async () => {
    const details = [{ path: 'title', message: 'Title is required.' }];
    mockFetch({
      'POST /api/things': () =>
        jsonResponse({ message: 'Invalid input.', code: 'VALIDATION_ERROR', details }, 400),
    });

    const error = await failureOf(apiRequest('/things', { method: 'POST', body: {} }));

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_ERROR', details });
    expect(error.message).toBe('Invalid input.');
  });

  it('when the error answer is not JSON, then the message still names the status', async () => {
    mockFetch({
      'GET /api/things': () => new Response('<html>Bad Gateway</html>', { status: 502 }),
    });

    const error = await failureOf(apiRequest('/things'));

    expect(error).toMatchObject({ status: 502, code: 'HTTP_ERROR' });
    expect(error.message).toBe(
      'The server answered with an error (status 502). Please try again later.',
    );
  });

  it('when the server does not answer within 15 s, then it rejects with the timeout message', async () => {
    vi.useFakeTimers();
    mockFetch({ 'GET /api/slow': pendingUntilAborted });

    let settled = false;
    const outcome = failureOf(apiRequest('/slow')).finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(14_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;

    expect(error).toMatchObject({ status: 0, code: 'TIMEOUT' });
    expect(error.message).toBe(
      'The request timed out. Please check your connection and try again.',
    );
  });

  it('when the network fails, then it rejects with a readable message', async () => {
    mockFetch({
      'GET /api/things': () => Promise.reject(new TypeError('Failed to fetch')),
    });

    const error = await failureOf(apiRequest('/things'));

    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
    expect(error.message).toBe(
      'Could not reach the server. Please check your connection and try again.',
    );
  });

  it('when the caller cancels, then the abort passes through and is not called a timeout', async () => {
    mockFetch({ 'GET /api/things': pendingUntilAborted });
    const controller = new AbortController();

    const outcome = apiRequest('/things', { signal: controller.signal }).catch((e) => e);
    controller.abort();

    expect(await outcome).toMatchObject({ name: 'AbortError' });
  });

  it('when the answer does not match the schema, then it rejects as a bad response', async () => {
    mockFetch({ 'GET /api/things': () => jsonResponse({ count: 'three' }) });

    const error = await failureOf(
      apiRequest('/things', { schema: z.object({ count: z.number() }) }),
    );

    expect(error).toMatchObject({ status: 0, code: 'BAD_RESPONSE' });
  });

  it('when an authenticated call answers 401, then the user is signed out', async () => {
    signIn({ token: 'tok-1', user: USER });
    mockFetch({
      'GET /api/things': () =>
        jsonResponse({ message: 'Please sign in.', code: 'UNAUTHORIZED' }, 401),
    });

    await expect(apiRequest('/things')).rejects.toMatchObject({ status: 401 });

    expect(getAuthState().status).toBe('anonymous');
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('when a call without the token answers 401, then the session is kept', async () => {
    signIn({ token: 'tok-1', user: USER });
    mockFetch({
      'POST /api/auth/login': () =>
        jsonResponse({ message: 'Invalid email or password.', code: 'UNAUTHORIZED' }, 401),
    });

    await expect(
      apiRequest('/auth/login', { method: 'POST', body: {}, auth: false }),
    ).rejects.toMatchObject({ status: 401, message: 'Invalid email or password.' });

    expect(getAuthState().status).toBe('authenticated');
  });
});

/**
 * A downloaded blob's text. Under Node 24 the test's Response hands back jsdom's Blob, which
 * has no text(); jsdom's FileReader reads it. Under Node 20 it is Node's own Blob, which has.
 */
function textOf(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('the blob could not be read'));
    reader.readAsText(blob);
  });
}
