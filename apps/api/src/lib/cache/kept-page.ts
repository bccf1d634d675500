import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { constants, brotliCompressSync, gzipSync } from 'node:zlib';
import accepts from 'accepts';

const HTML_TYPE = 'text/html; charset=utf-8';
/** What the app's compression middleware offers, and prefers when a client ranks them alike. */
const ENCODINGS = ['br', 'gzip', 'deflate', 'identity'];
const PREFERRED = { preferred: ['br', 'gzip'] };
/** The middleware's brotli quality, so a kept page is compressed to the same bytes. */
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

/** A rendered public page (200) as the app sent it, kept with what it is made of. */
export interface KeptPage {
  resources: readonly string[];
  generations: readonly string[];
  expiresAt: number;
  html: Buffer;
  /** Express's own ETag of the page (weak, length and SHA-1), compared as Express compares it. */
  etag: string;
  /** Compressed once, when first asked for. */
  encoded: Map<'gzip' | 'br', Buffer>;
}

export function keptPage(
  fields: Pick<KeptPage, 'resources' | 'generations' | 'expiresAt'>,
  html: string,
): KeptPage {
  const body = Buffer.from(html);
  const hash = createHash('sha1').update(body).digest('base64').slice(0, 27);
  return {
    ...fields,
    html: body,
    etag: `W/"${body.length.toString(16)}-${hash}"`,
    encoded: new Map(),
  };
}

/** The negotiator `accepts` holds (not in its typings): it can rank with preferences. */
interface Negotiator {
  encoding(available: string[], options: { preferred: string[] }): string | undefined;
}

/** Browsers send one of a few Accept-Encoding values; bounded so odd ones cannot grow memory. */
const MAX_NEGOTIATED = 64;
const negotiated = new Map<string, string | undefined>();

/** The encoding the compression middleware would choose for this request. */
function encodingFor(req: IncomingMessage): string {
  const offered = req.headers['accept-encoding'];
  if (offered === undefined) return 'identity';
  if (!negotiated.has(offered)) {
    const { negotiator } = accepts(req) as unknown as { negotiator: Negotiator };
    const method = negotiator.encoding(ENCODINGS, PREFERRED);
    if (negotiated.size < MAX_NEGOTIATED) negotiated.set(offered, method);
    return method ?? 'identity';
  }
  return negotiated.get(offered) ?? 'identity';
}

export type PageEncoding = 'identity' | 'gzip' | 'br';

/**
 * How the app would encode this request's page when the front door can send it as the app
 * does; undefined when only the app can: a conditional request it judges on dates or on
 * Cache-Control, or an encoding that is not kept.
 */
export function keptPageEncoding(req: IncomingMessage): PageEncoding | undefined {
  const { headers } = req;
  if (headers['if-modified-since'] !== undefined || headers['cache-control'] !== undefined) {
    return undefined;
  }
  const method = req.method === 'HEAD' ? 'identity' : encodingFor(req);
  return method === 'identity' || method === 'gzip' || method === 'br' ? method : undefined;
}

/**
 * Sends a kept page in front of the app with the headers and bytes the app sends it with
 * (Express's send, then the compression middleware): `leading` first, Cache-Control, type,
 * length, weak ETag, Vary; a compressed page without a length, chunked, as the middleware
 * streams it; 304 without type, length or Vary.
 */
export function sendKeptPage(
  req: IncomingMessage,
  res: ServerResponse,
  page: KeptPage,
  method: PageEncoding,
  leading: readonly string[],
): void {
  const match = req.headers['if-none-match'];
  if (match !== undefined && etagMatches(match, page.etag)) {
    res.writeHead(304, [...leading, 'Cache-Control', 'no-cache', 'ETag', page.etag]);
    res.end();
    return;
  }
  const head = [...leading, 'Cache-Control', 'no-cache', 'Content-Type', HTML_TYPE];
  if (method === 'identity') {
    const length = String(page.html.length);
    res.writeHead(200, [
      ...head,
      'Content-Length',
      length,
      'ETag',
      page.etag,
      'Vary',
      'Accept-Encoding',
    ]);
    res.end(page.html);
    return;
  }
  res.writeHead(200, [
    ...head,
    'ETag',
    page.etag,
    'Vary',
    'Accept-Encoding',
    'Content-Encoding',
    method,
  ]);
  // Written, then ended: no Content-Length, as the middleware's stream answers.
  res.write(encoded(page, method));
  res.end();
}

function encoded(page: KeptPage, method: 'gzip' | 'br'): Buffer {
  let body = page.encoded.get(method);
  if (!body) {
    body = method === 'gzip' ? gzipSync(page.html) : brotliCompressSync(page.html, BROTLI);
    page.encoded.set(method, body);
  }
  return body;
}

/** Express's freshness test for If-None-Match (the `fresh` package): weak comparison. */
function etagMatches(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === etag || candidate === bare || `W/${candidate}` === etag;
  });
}
