import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import accepts from 'accepts';
import vary from 'vary';

/** Below this, gzip's header and the Content-Encoding cost more than they save. */
export const MIN_GZIP_BYTES = 1024;
const JSON_TYPE = 'application/json; charset=utf-8';

/** One encoding of a cached answer; each has its own strong ETag (RFC 9110 section 8.8.3). */
interface Representation {
  body: Buffer;
  etag: string;
  /**
   * Its headers as the app sends them, in the app's order, for a 200 and for a 304: written in
   * one writeHead in front of the app, where setting them one by one cost a cached read's CPU.
   */
  headers: { full: readonly string[]; notModified: readonly string[] };
}

/** A public read's answer as it is kept: what it is, under which generation, until when. */
export interface CachedAnswer {
  /** The collection it shows: its generation decides whether the answer is current. */
  resource: string;
  generation: string;
  identity: Representation;
  /** Compressed once when stored: phones on slow networks get far fewer bytes. */
  gzip: Representation | undefined;
  /** The Vary header it is sent with: the token changes it, and so does gzip when offered. */
  vary: string;
  expiresAt: number;
}

/** The strong ETag of a JSON body, whether or not it is kept. */
export const etagOf = (body: Buffer) => `"${createHash('sha1').update(body).digest('base64url')}"`;

export function cachedAnswer(
  fields: Pick<CachedAnswer, 'resource' | 'generation' | 'expiresAt'>,
  body: Buffer,
): CachedAnswer {
  const etag = etagOf(body);
  const zipped = body.length < MIN_GZIP_BYTES ? undefined : gzipSync(body);
  const vary = zipped ? 'Authorization, Accept-Encoding' : 'Authorization';
  return {
    ...fields,
    identity: representation(body, etag, vary, false),
    gzip: zipped && representation(zipped, `${etag.slice(0, -1)}-gzip"`, vary, true),
    vary,
  };
}

/**
 * The headers sendCachedAnswer sets, in its order, as the client finally gets them: the app's
 * compression middleware adds Accept-Encoding to Vary of every JSON answer it sees.
 */
function representation(body: Buffer, etag: string, vary: string, zipped: boolean) {
  const sent = vary.includes('Accept-Encoding') ? vary : `${vary}, Accept-Encoding`;
  const common = ['Content-Type', JSON_TYPE, 'Cache-Control', 'no-cache', 'Vary', sent];
  return {
    body,
    etag,
    headers: {
      full: [
        ...common,
        'ETag',
        etag,
        ...(zipped ? ['Content-Encoding', 'gzip'] : []),
        'Content-Length',
        String(body.length),
      ],
      notModified: [...common, 'ETag', etag],
    },
  };
}

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** Vary as the answer needs it, kept beside whatever an earlier middleware put there (CORS). */
export function varyOn(res: ServerResponse, fields: string): void {
  if (res.hasHeader('Vary')) vary(res, fields);
  else res.setHeader('Vary', fields);
}

/** Browsers send one of a few Accept-Encoding values; bounded so odd ones cannot grow memory. */
const MAX_NEGOTIATED = 64;
const negotiated = new Map<string, boolean>();

/**
 * Without Accept-Encoding a client takes identity (RFC 9110 section 12.5.3); else negotiate,
 * once per distinct header value.
 */
function takesGzip(req: IncomingMessage): boolean {
  const offered = req.headers['accept-encoding'];
  if (offered === undefined) return false;
  let gzip = negotiated.get(offered);
  if (gzip === undefined) {
    gzip = accepts(req).encoding('gzip') === 'gzip';
    if (negotiated.size < MAX_NEGOTIATED) negotiated.set(offered, gzip);
  }
  return gzip;
}

/**
 * Sends a kept answer on a response nothing has set a header on yet, `leading` (the security
 * headers) first: one writeHead with the whole list, the same headers in the same order as
 * sendCachedAnswer through the app.
 */
export function sendKeptAnswer(
  req: IncomingMessage,
  res: ServerResponse,
  answer: CachedAnswer,
  leading: readonly string[],
): void {
  const chosen = answer.gzip && takesGzip(req) ? answer.gzip : answer.identity;
  if (etagMatches(req.headers['if-none-match'], chosen.etag)) {
    res.writeHead(304, withLeading(leading, chosen.headers.notModified));
    res.end();
    return;
  }
  res.writeHead(200, withLeading(leading, chosen.headers.full));
  res.end(chosen.body);
}

/** The leading headers and a representation's own, joined once per pair (a handful of pairs). */
const joined = new WeakMap<readonly string[], WeakMap<readonly string[], string[]>>();
function withLeading(leading: readonly string[], own: readonly string[]): string[] {
  let byOwn = joined.get(leading);
  if (!byOwn) joined.set(leading, (byOwn = new WeakMap()));
  let both = byOwn.get(own);
  if (!both) byOwn.set(own, (both = [...leading, ...own]));
  return both;
}

/**
 * Sends a kept answer: gzipped when the client takes it, 304 when it has this version. Plain
 * Node request and response: it also answers before Express has made them its own.
 */
export function sendCachedAnswer(
  req: IncomingMessage,
  res: ServerResponse,
  answer: CachedAnswer,
): void {
  res.setHeader('Content-Type', JSON_TYPE);
  res.setHeader('Cache-Control', 'no-cache');
  varyOn(res, answer.vary);
  const zipped = answer.gzip && takesGzip(req);
  const chosen = zipped ? (answer.gzip as Representation) : answer.identity;
  res.setHeader('ETag', chosen.etag);
  if (etagMatches(req.headers['if-none-match'], chosen.etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  if (zipped) res.setHeader('Content-Encoding', 'gzip');
  res.setHeader('Content-Length', chosen.body.length);
  res.statusCode = 200;
  res.end(chosen.body);
}
