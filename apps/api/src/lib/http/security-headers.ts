import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { Request, RequestHandler } from 'express';
import { SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY } from '@tutoring/shared';

const HEADERS = Object.entries(SECURITY_HEADERS);

const isTls = (req: IncomingMessage) => (req.socket as TLSSocket).encrypted === true;

/**
 * req.secure, asked only when it can be true: over TLS, or with a forwarded scheme (which
 * req.secure believes only from TRUST_PROXY). Asking on every plain request cost a check of
 * the socket's address against the trusted proxies each time.
 */
const cameOverTls = (req: Request) =>
  isTls(req) || (req.headers['x-forwarded-proto'] !== undefined && req.secure);

/**
 * The site's one security-header policy (packages/shared/src/security-headers.ts), set before
 * anything else runs so every answer carries it: pages, assets, API answers and errors. nginx
 * sends the same values for what it serves itself (docs/DEPLOYMENT.md).
 *
 * `hsts`: true when the public origin is https (always sent), false when it is http (never),
 * undefined without a public origin: then only on requests that came over TLS, directly or as
 * a trusted proxy says (Express's req.secure honours X-Forwarded-Proto only from TRUST_PROXY).
 */
export function securityHeaders(hsts: boolean | undefined): RequestHandler {
  return (req, res, next) => {
    setSecurityHeaders(res, hsts ?? cameOverTls(req));
    next();
  };
}

/** Express's compiled TRUST_PROXY (its 'trust proxy fn' setting): may this hop be believed? */
export type TrustsProxy = (address: string | undefined, hop: number) => boolean;

/**
 * The same headers on a request Express has not made its own (a kept answer sent in front of
 * the app), HSTS judged as req.secure judges it: TLS, or the first X-Forwarded-Proto when the
 * socket's peer is a trusted proxy.
 */
export function plainSecurityHeaders(
  hsts: boolean | undefined,
  trustsProxy: TrustsProxy,
): (req: IncomingMessage, res: ServerResponse) => void {
  const forwardedTls = forwardedTlsFrom(trustsProxy);
  return (req, res) => setSecurityHeaders(res, hsts ?? (isTls(req) || forwardedTls(req)));
}

/** The first X-Forwarded-Proto says https, and the socket's peer is a trusted proxy. */
const forwardedTlsFrom = (trustsProxy: TrustsProxy) => (req: IncomingMessage) => {
  const forwarded = req.headers['x-forwarded-proto'];
  if (typeof forwarded !== 'string' || !trustsProxy(req.socket.remoteAddress, 0)) return false;
  return forwarded.split(',')[0]?.trim() === 'https';
};

/**
 * The same judgement as plainSecurityHeaders, answered as a header list (name, value, ...) to
 * write in one writeHead: one list with HSTS, one without, made once.
 */
export function securityHeaderList(
  hsts: boolean | undefined,
  trustsProxy: TrustsProxy,
): (req: IncomingMessage) => readonly string[] {
  const without = HEADERS.flat();
  const withHsts = [...without, 'Strict-Transport-Security', STRICT_TRANSPORT_SECURITY];
  if (hsts !== undefined) return () => (hsts ? withHsts : without);
  const forwardedTls = forwardedTlsFrom(trustsProxy);
  return (req) => (isTls(req) || forwardedTls(req) ? withHsts : without);
}

function setSecurityHeaders(res: ServerResponse, withHsts: boolean): void {
  for (const [name, value] of HEADERS) res.setHeader(name, value);
  if (withHsts) res.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
}
