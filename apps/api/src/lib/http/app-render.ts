import { pathToFileURL } from 'node:url';
import type { Request } from 'express';

/** What the app's server render is given: the page's JSON blocks as written, and its origin. */
export interface ServerPage {
  blocks: Readonly<Record<string, string>>;
  origin: string;
}

/** The app's HTML for a page, and the title and description its screen gave itself. */
export interface RenderedPage {
  html: string;
  meta?: { title: string; description: string; image?: string | undefined } | undefined;
}

/** What was not found: a path of the site, or the course a shared link names. */
export type NotFoundKind = 'page' | 'course';

/** apps/web/src/ssr/render-page.tsx: the browser's own screens, rendered on the server. */
export interface AppRender {
  /** The app's screens at a hash route (`/coursesv2/ib-maths`), from the page's data. */
  page(location: string, page: ServerPage): Promise<RenderedPage>;
  /** The not-found page, and the title its head gives it. */
  notFound(kind: NotFoundKind): Promise<{ html: string; title: string }>;
}

interface AppRenderModule {
  renderPage: AppRender['page'];
  renderNotFoundPage(kind: NotFoundKind): { html: string; title: string };
}

/**
 * The app's server render from its module: Vite's SSR build of the web app (dist-ssr, what
 * `npm start` and the image load) or, in tests, its TypeScript source. Loaded on first use.
 */
export function appRenderFrom(modulePath: string): AppRender {
  let loaded: Promise<AppRenderModule> | undefined;
  const load = () =>
    (loaded ??= import(pathToFileURL(modulePath).href) as Promise<AppRenderModule>);
  return {
    page: async (location, page) => (await load()).renderPage(location, page),
    notFound: async (kind) => (await load()).renderNotFoundPage(kind),
  };
}

/**
 * The API's answers to `paths` (under /api), asked of this very server as any visitor asks
 * them: the page is rendered from exactly what the app would have read, through the same
 * routes, rules and response cache. A 404 is written as null, the API's word that there is
 * none (a course without details), so the app need not ask again. Any other answer that
 * fails is left out: the app then asks for it in the browser, as without a server render.
 */
export async function readsOfThisServer(
  req: Request,
  paths: readonly string[],
): Promise<Record<string, unknown>> {
  const { localAddress = '127.0.0.1', localPort } = req.socket;
  const host = localAddress.includes(':') ? `[${localAddress}]` : localAddress;
  const answers = await Promise.all(
    paths.map(async (path) => {
      const res = await fetch(`http://${host}:${localPort}/api${path}`, {
        headers: { Accept: 'application/json' },
      }).catch(() => undefined);
      if (res?.status === 404) return [path, null] as const;
      return [path, res?.ok ? ((await res.json()) as unknown) : undefined] as const;
    }),
  );
  return Object.fromEntries(answers.filter(([, answer]) => answer !== undefined));
}
