import type { TLSSocket } from 'node:tls';
import type { Request, RequestHandler } from 'express';
import { SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY } from '@tutoring/shared';

const HEADERS = Object.entries(SECURITY_HEADERS);

/**
 * req.secure, asked only when it can be true: over TLS, or with a forwarded scheme (which
 * req.secure believes only from TRUST_PROXY). Asking on every plain request cost a check of
 * the socket's address against the trusted proxies each time.
 */
const cameOverTls = (req: Request) =>
  (req.socket as TLSSocket).encrypted === true ||
  (req.headers['x-forwarded-proto'] !== undefined && req.secure);

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
    for (const [name, value] of HEADERS) res.setHeader(name, value);
    if (hsts ?? cameOverTls(req)) {
      res.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    }
    next();
  };
}
