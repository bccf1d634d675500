// Links and site paths judged as a browser reads them. No zod here: the public pages' first
// JavaScript (through @tutoring/shared/plain) checks links too.

/** Any origin would do as the base a site path is resolved against: only staying on it matters. */
const SITE_ORIGIN = 'https://site.invalid';

/**
 * True for a web link (http or https, with a host) or a path on this site, judged on the URL
 * as a browser parses it: tabs and newlines removed, leading control characters dropped,
 * backslashes read as slashes. A pattern over the text is not enough — `java\tscript:` or
 * `\u0001javascript:` get past one, and a browser still runs them. Everything else is false:
 * javascript:, vbscript:, data:, any other scheme, and `//other.host` (another site without
 * saying so). `rootedOnly` accepts only site paths that start with "/" (not "photo.jpg").
 */
export function isWebLinkOrSitePath(value: string, { rootedOnly = false } = {}): boolean {
  const absolute = parsedUrl(value);
  if (absolute) {
    return (absolute.protocol === 'https:' || absolute.protocol === 'http:') && !!absolute.host;
  }
  const onSite = parsedUrl(value, `${SITE_ORIGIN}/`);
  if (onSite?.origin !== SITE_ORIGIN) return false;
  return !rootedOnly || value.startsWith('/');
}

/** The URL as browsers parse it, or undefined (URL.canParse is missing from Safari 16). */
function parsedUrl(value: string, base?: string): URL | undefined {
  try {
    return new URL(value, base);
  } catch {
    return undefined;
  }
}
