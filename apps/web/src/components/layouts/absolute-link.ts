/**
 * A link the site holds (an uploaded file's path, or a web link) as an absolute URL on
 * `origin`. With no origin known (no PUBLIC_ORIGIN, a client that is not a trusted proxy) the
 * page's URLs are relative, and so is this: as given.
 */
export function absoluteLink(link: string, origin: string): string {
  if (!link || !origin) return link;
  return new URL(link, origin).href;
}
