import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { restoreSession } from './lib/auth-store';
import { isServerNotFoundPage, routePathUrlThroughHash } from './lib/path-url';
import { whenFirstContentfulPaint } from './lib/first-contentful-paint';
import { createQueryClient } from './lib/query-client';
import { reloadOnStaleChunk } from './lib/reload-on-stale-chunk';
import { applyStoredTheme } from './lib/theme-store';
import './index.css';
import 'virtual:theme-palettes.css';

// Theme and session before the first render: no flash of the wrong colours, and guards
// see "verifying" instead of bouncing a signed-in visitor to the login page. Most visitors
// have no stored token: the check (and the API client) loads only for those who do, so it
// stays out of the home page's initial JavaScript (issue 8 budget).
applyStoredTheme();
// Where this visit began (first page, referrer's origin, utm_*), kept first-party in this
// tab's session and sent only with a contact message or booking (issue 35). The address is
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
  startApp(container);
}

function startApp(container: HTMLElement) {
  const root = createRoot(container);
  // Rendered as a transition, the first render runs in slices of a few milliseconds instead
  // of one long task: a phone stays responsive while the page builds (Lighthouse TBT, issue 8).
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
