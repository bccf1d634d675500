/** Values for a path's :parameters: { courseId } for '/courses/:courseId'. */
export type PathParams = Readonly<Record<string, string>>;

/**
 * A screen's or an endpoint's path pattern with its :parameters filled in, each encoded. A
 * parameter without a value is a mistake in the caller, so it throws and names it.
 */
export function fillPath(pattern: string, params: PathParams = {}): string {
  return pattern.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${pattern} needs a value for :${name}`);
    return encodeURIComponent(value);
  });
}

/**
 * The link to a screen of the web app from outside it (a mail, a link preview, robots.txt):
 * the app routes by the URL's fragment, so '/#' and the screen's path from screens.ts, with
 * an optional query the screen reads (the contact list's `q`). Prefix the site's origin for
 * an absolute URL.
 */
export function screenHref(
  pattern: string,
  params: PathParams = {},
  query: PathParams = {},
): string {
  const search = Object.entries(query)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');
  return `/#${fillPath(pattern, params)}${search ? `?${search}` : ''}`;
}
