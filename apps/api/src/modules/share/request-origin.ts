import type { Request } from 'express';

/** A host name or address with an optional port; anything else in Host is not ours to echo. */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The site's origin as the visitor reached it, for the absolute URLs that link previews need.
 * Behind the one trusted proxy, Express reads the scheme and host it forwarded.
 */
export function requestOrigin(req: Request): string | undefined {
  const host = req.host;
  if (!host || !HOST.test(host)) return undefined;
  return `${req.protocol === 'https' ? 'https' : 'http'}://${host.toLowerCase()}`;
}
