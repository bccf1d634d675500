import { vi } from 'vitest';
import { FakeXMLHttpRequest, resetSentRequests } from './fake-xhr';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A fetch that never answers until aborted, as a stalled server would behave. */
export function pendingUntilAborted(_url: string, init: RequestInit): Promise<Response> {
  return new Promise((_resolve, reject) => {
    init.signal?.addEventListener('abort', () =>
      reject(new DOMException('The operation was aborted.', 'AbortError')),
    );
  });
}

/**
 * Replaces the browser's fetch with routes keyed "METHOD /path", and XMLHttpRequest (what
 * uploads use) with a fake answered by the same routes: the app's only ways out. Any other
 * request stays pending, so screens that load their own data keep loading and never fail a
 * test about something else.
 */
export function mockFetch(routes: Record<string, Handler> = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input.toString();
    const handler = routes[`${init.method ?? 'GET'} ${url.split('?')[0]}`];
    return handler ? handler(url, init) : pendingUntilAborted(url, init);
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('XMLHttpRequest', FakeXMLHttpRequest);
  resetSentRequests();
  return fetchMock;
}

/** The requests made to one "METHOD /path". */
export function callsTo(fetchMock: ReturnType<typeof mockFetch>, key: string) {
  return fetchMock.mock.calls.filter(
    ([input, init]) => `${init?.method ?? 'GET'} ${String(input).split('?')[0]}` === key,
  );
}
