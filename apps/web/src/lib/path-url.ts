import { RENDERED_LOCATION_ID, SERVER_PAGE } from '@tutoring/shared/plain';

/**
 * The app routes by the URL's fragment. Opened at a page's path URL (`/coursesv2/ib-maths`,
 * which the server answered with that page's content), it moves to the same page's hash
 * route (`/#/coursesv2/ib-maths`) without a reload, so the router shows that page; old hash
 * links are left as they are. The page's canonical stays the path URL the server gave.
 */
export function routePathUrlThroughHash(location: Location, history: History): void {
  if (location.hash || location.pathname === '/' || location.pathname === '/index.html') return;
  const path = location.pathname.replace(/\/+$/, '');
  history.replaceState(history.state, '', `/#${path}${location.search}`);
}

/** The server answered 404 with its not-found page: the app leaves that page as it is. */
export function isServerNotFoundPage(document: Document): boolean {
  return document.getElementById(SERVER_PAGE.id)?.dataset.page === SERVER_PAGE.notFound;
}

/** The hash route the browser's router shows at `location` (`/#/contact` → `/contact`). */
export function hashRouteOf(location: Location): string {
  return location.hash.replace(/^#/, '') || '/';
}

/** Where the server rendered the app in this page (a hash route's path), if it did. */
export function renderedLocation(document: Document): string | undefined {
  const text = document.getElementById(RENDERED_LOCATION_ID)?.textContent;
  try {
    return text ? (JSON.parse(text) as string) : undefined;
  } catch {
    return undefined;
  }
}
