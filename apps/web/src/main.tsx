import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadRoute } from './app/preload-route';
import { preloadPartsShownAt } from './lib/preloadable-part';
import { restoreSession } from './lib/auth-store';
import {
  hashRouteOf,
  isServerNotFoundPage,
  renderedLocation,
  routePathUrlThroughHash,
} from './lib/path-url';
import { whenFirstContentfulPaint } from './lib/first-contentful-paint';
import { createQueryClient } from './lib/query-client';
import { reloadOnStaleChunk } from './lib/reload-on-stale-chunk';
import { applyStoredTheme } from './lib/theme-store';
import './index.css';
import 'virtual:theme-palettes.css';

// Theme and session before the first render: no flash of the wrong colours, and guards
// see "verifying" instead of bouncing a signed-in visitor to the login page. Most visitors
// have no stored token: the check (and the API client) loads only for those who do, so it
// stays out of the home page's initial JavaScript, which has a budget
// (docs/decisions/0041-public-first-javascript-kept-small.md).
applyStoredTheme();
// Where this visit began (first page, referrer's origin, utm_*), kept first-party in this
// tab's session and sent only with a contact message or booking
// (docs/decisions/0056-privacy-choices.md). The address is
// taken now, before a path URL moves to its hash route; the module loads after the first paint.
const landing = new URL(window.location.href);
const referrer = document.referrer;
void whenFirstContentfulPaint()
  .then(() => import('./lib/visit-source'))
  .then((visit) => visit.recordVisitSource(landing, referrer));
// A tab opened before a deploy reloads into the new build when one of its lazy chunks is gone,
// instead of showing 'Unexpected Application Error!'.
reloadOnStaleChunk();
if (restoreSession().status === 'verifying') {
  void import('./lib/auth-session').then((session) => session.verifySession());
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The not-found page the server sent (status 404) stays as it is, with its link home; a
// page's path URL opens that page (lib/path-url.ts).
if (!isServerNotFoundPage(document)) {
  routePathUrlThroughHash(window.location, window.history);
  const rendered = renderedLocation(document);
  if (rendered !== undefined && rendered === hashRouteOf(window.location)) {
    void hydrateApp(container, rendered);
  } else {
    startApp(container);
  }
}

/**
 * The page the server rendered at this very route (src/ssr/render-page.tsx): its screen's code
 * first, then React takes over the server's HTML as it is, with the data written in the page.
 */
async function hydrateApp(container: HTMLElement, location: string) {
  const path = new URL(location, window.location.origin).pathname;
  await preloadRoute(path);
  // After the route's screen: its modules declare the parts it shows.
  await preloadPartsShownAt(path);
  hydrateRoot(
    container,
    <StrictMode>
      <App queryClient={createQueryClient()} />
    </StrictMode>,
  );
}

/** Any other page (admin, sign-in, a hash link to another screen): rendered in the browser. */
function startApp(container: HTMLElement) {
  const root = createRoot(container);
  // Rendered as a transition, the first render runs in slices of a few milliseconds instead
  // of one long task: a phone stays responsive while the page builds (Lighthouse's total
  // blocking time).
  // The later loads wait for the first contentful paint (lib/first-contentful-paint.ts), so the
  // paint is not delayed by requests racing it.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App queryClient={createQueryClient()} />
      </StrictMode>,
    ),
  );
}
