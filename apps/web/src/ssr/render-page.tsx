import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { createPath, parsePath, Router, type Navigator, type To } from 'react-router-dom';
import { AppRoutes } from '../app/app';
import { preloadRoute } from '../app/preload-route';
import { AppProvider } from '../app/provider';
import { createQueryClient } from '../lib/query-client';
import { findServerPageWith, type ServerPage } from '../lib/server-page';
import { NotFoundPage } from './not-found-page';
import { NOT_FOUND_WORDS, type NotFoundKind } from './not-found-words';

export type { ServerPage } from '../lib/server-page';

/** A page as the server rendered it: the app's HTML, and what the screen said of itself. */
export interface RenderedPage {
  html: string;
  meta: ServerPage['meta'];
}

const staticOnly = () => {
  throw new Error('A page rendered on the server cannot navigate');
};

/**
 * The links of a page rendered on the server, written as the browser's HashRouter writes
 * them (`#/contact`): the server's HTML and the hydrated page hold the same hrefs.
 */
const hashHrefs: Navigator = {
  createHref: (to: To) => `#${typeof to === 'string' ? to : createPath(to)}`,
  go: staticOnly,
  push: staticOnly,
  replace: staticOnly,
};

/** Each render's page, through the awaits of its lazy parts. */
const pages = new AsyncLocalStorage<ServerPage>();
findServerPageWith(() => pages.getStore());

/**
 * The whole HTML once every lazy part of the page has loaded (React's streaming render,
 * waited for to the end): a part that fails is left to the browser, which renders it.
 */
function renderWhole(tree: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(tree, {
      onAllReady: () => stream.pipe(sink),
      // Every part in place in the HTML, however large: none sent later behind a fallback
      // (the page is whole for readers and crawlers that run no script).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellError: reject,
      onError: (error) => console.error('render failed', error),
    });
  });
}

/**
 * The server side of the one view: the app's own screens rendered at `location` (a hash
 * route's path and query, `/coursesv2/ib-maths`) with `page` as the page's data (the JSON
 * blocks the server writes into the same HTML, from which the browser's first render reads
 * the same data). Loaded by the API (its public pages) from Vite's SSR build of this file.
 */
export async function renderPage(location: string, page: ServerPage): Promise<RenderedPage> {
  const { pathname = '/', search = '' } = parsePath(location);
  await preloadRoute(pathname);
  const queryClient = createQueryClient();
  const rendering: ServerPage = { ...page };
  const html = await pages.run(rendering, () =>
    renderWhole(
      <StrictMode>
        <AppProvider queryClient={queryClient}>
          <Router location={{ pathname, search }} navigator={hashHrefs} static>
            <AppRoutes />
          </Router>
        </AppProvider>
      </StrictMode>,
    ),
  );
  queryClient.clear();
  return { html, meta: rendering.meta };
}

/** The not-found page (a path of the site, or a shared course), and its head's title. */
export function renderNotFoundPage(kind: NotFoundKind): { html: string; title: string } {
  return {
    html: renderToString(<NotFoundPage kind={kind} />),
    title: NOT_FOUND_WORDS[kind].heading,
  };
}
