/** A scheme at the start of a link: `https:`, `mailto:`, `javascript:`… */
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const ALLOWED_SCHEMES = new Set(['http:', 'https:']);

/**
 * The link a Markdown text may carry on a public page, or null to drop it: only http(s) links
 * and the site's own (relative, `/path`, `#/screen`). Everything else (`javascript:`, `data:`,
 * `mailto:`…) is dropped, so the words stay as text. Spaces and control characters are
 * removed first because browsers ignore them inside a scheme (`java\tscript:` runs).
 */
export function safeLink(url: string): string | null {
  // eslint-disable-next-line no-control-regex -- control characters are what it removes
  const compact = url.replace(/[\u0000-\u0020\u007f]/g, '');
  if (compact === '') return null;
  const scheme = SCHEME.exec(compact)?.[0].toLowerCase();
  if (scheme === undefined) return url.trim();
  return ALLOWED_SCHEMES.has(scheme) ? url.trim() : null;
}
