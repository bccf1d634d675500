import type { Transport } from './api-client';

/** How much of a request's body has gone: bytes sent of all of them. */
export interface TransferProgress {
  loaded: number;
  total: number;
}

/** Statuses whose answer has no body (a Response refuses one for them). */
const NO_BODY_STATUSES = [204, 205, 304];

function headersOf(xhr: XMLHttpRequest): Headers {
  const headers = new Headers();
  for (const line of xhr
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

function responseOf(xhr: XMLHttpRequest): Response {
  const body = NO_BODY_STATUSES.includes(xhr.status) ? null : xhr.responseText;
  return new Response(body, { status: xhr.status, headers: headersOf(xhr) });
}

const cancelled = () => new DOMException('The request was cancelled.', 'AbortError');

/**
 * A fetch look-alike on XMLHttpRequest, the one browser API that reports how much of a body has
 * been sent (fetch has no upload progress). It answers a Response and rejects as fetch does (a
 * TypeError when the network fails, an AbortError when the signal fires), so the api client
 * keeps its token, time limit and reading of the error envelope for uploads too.
 */
export function xhrTransport(onProgress: (progress: TransferProgress) => void): Transport {
  return (url, init) =>
    new Promise((resolve, reject) => {
      const signal = init.signal;
      if (signal?.aborted) {
        reject(cancelled());
        return;
      }
      const xhr = new XMLHttpRequest();
      xhr.open(init.method ?? 'GET', url);
      new Headers(init.headers).forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
      };
      xhr.onload = () => resolve(responseOf(xhr));
      xhr.onerror = () => reject(new TypeError('Network request failed'));
      xhr.onabort = () => reject(cancelled());
      signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
    });
}
