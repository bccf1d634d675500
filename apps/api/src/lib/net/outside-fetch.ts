import http from 'node:http';
import https from 'node:https';
import { assertAllowedLiteral, checkedLookup, type OutsideFetchPolicy } from './address-policy';

export class OutsideFetchError extends Error {}

export interface OutsideFetchLimits {
  maxBytes: number;
  timeoutMs: number;
  maxRedirects: number;
}

const portOf = (url: URL) => url.port || (url.protocol === 'https:' ? '443' : '80');

/** One GET, its answer read whole (up to maxBytes); redirects are the caller's to follow. */
function getOnce(
  url: URL,
  policy: OutsideFetchPolicy,
  limits: OutsideFetchLimits,
  signal: AbortSignal,
) {
  const client = url.protocol === 'https:' ? https : http;
  assertAllowedLiteral(policy, url, portOf(url));
  return new Promise<{ status: number; location?: string; body: Buffer }>((resolve, reject) => {
    const request = client.get(url, {
      lookup: checkedLookup(policy, `${url.hostname}:${portOf(url)}`),
      headers: { Accept: 'image/*', 'User-Agent': 'tutoring-site-image-import' },
      signal,
    });
    request.on('error', reject);
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400) {
        response.resume();
        resolve({ status, location: response.headers.location, body: Buffer.alloc(0) });
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > limits.maxBytes) {
          const megabytes = Math.round((limits.maxBytes / 1024 / 1024) * 10) / 10;
          request.destroy(new OutsideFetchError(`it is over ${megabytes} MB`));
          return;
        }
        chunks.push(chunk);
      });
      response.on('end', () => resolve({ status, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
  });
}

/**
 * The bytes at an http(s) URL, fetched for the server itself under the address policy: each
 * redirect is checked again, the whole exchange has one deadline, and no more than maxBytes
 * are read. Fails with OutsideFetchError, or ForbiddenAddress for a refused address.
 */
export async function fetchOutside(
  link: string,
  policy: OutsideFetchPolicy,
  limits: OutsideFetchLimits,
): Promise<Buffer> {
  const deadline = AbortSignal.timeout(limits.timeoutMs);
  let url = new URL(link);
  for (let hops = 0; ; hops += 1) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new OutsideFetchError('only http and https links can be fetched');
    }
    const answer = await getOnce(url, policy, limits, deadline).catch((error: unknown) => {
      if (deadline.aborted)
        throw new OutsideFetchError(`no answer within ${limits.timeoutMs / 1000} s`);
      throw error;
    });
    if (answer.location === undefined) {
      if (answer.status !== 200)
        throw new OutsideFetchError(`the server answered ${answer.status}`);
      return answer.body;
    }
    if (hops >= limits.maxRedirects) throw new OutsideFetchError('it redirects too many times');
    url = new URL(answer.location, url);
  }
}
