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
  const identity = { body, etag: etagOf(body) };
  const gzip =
    body.length < MIN_GZIP_BYTES
      ? undefined
      : { body: gzipSync(body), etag: `${identity.etag.slice(0, -1)}-gzip"` };
  const vary = gzip ? 'Authorization, Accept-Encoding' : 'Authorization';
  return { ...fields, identity, gzip, vary };
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

/** Without Accept-Encoding a client takes identity (RFC 9110 section 12.5.3); else negotiate. */
const takesGzip = (req: IncomingMessage) =>
  req.headers['accept-encoding'] !== undefined && accepts(req).encoding('gzip') === 'gzip';

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
