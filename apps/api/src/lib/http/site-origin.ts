import type { Request } from 'express';

/** A host name or address with an optional port; anything else in Host is not ours to echo. */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

type TrustFn = (address: string | undefined, hop: number) => boolean;

/** True when the socket's peer is a proxy TRUST_PROXY names (Express compiled it). */
function cameThroughTrustedProxy(req: Request): boolean {
  const trust = req.app.get('trust proxy fn') as TrustFn | undefined;
  return trust?.(req.socket.remoteAddress, 0) ?? false;
}

/**
 * The origin the share pages' absolute URLs start with: PUBLIC_ORIGIN when set, the only
 * source a deployment controls. Without it, the scheme and host a trusted proxy forwarded (a
 * host name only), and otherwise '' — relative URLs — so no client can choose the host that
 * canonical links and previews point at by sending its own Host or X-Forwarded-Host.
 */
export function siteOrigin(req: Request, publicOrigin: string | undefined): string {
  if (publicOrigin) return publicOrigin;
  if (!cameThroughTrustedProxy(req)) return '';
  const host = req.host;
  if (!host || !HOST.test(host)) return '';
  return `${req.protocol === 'https' ? 'https' : 'http'}://${host.toLowerCase()}`;
}

/**
 * The origin every link in mail starts with: PUBLIC_ORIGIN, which server.ts sets to the
 * server's own listen origin in development. Never read from a request: a reset asked for
 * with `Host: evil.example` must still mail a link to the site. '' (relative links) only
 * where none is configured at all, as in tests that do not need absolute links.
 */
export const mailLinkOrigin = (context: { publicOrigin?: string | undefined }): string =>
  context.publicOrigin ?? '';
