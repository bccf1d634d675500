import { PATH_URL_SCREENS, PUBLIC_SCREENS, type PathUrlScreenName } from '@tutoring/shared';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import { singleFlight } from '../../lib/cache/single-flight';
import type { RouteContext } from '../../lib/http/route-context';
import { siteOrigin } from '../../lib/http/site-origin';
import { siteSettingsStore } from '../site-settings/site-settings.store';
import { appPageDocument, APP_SCREEN_READS, notFoundDocument, pageDocument } from './app-page';
import { answerFor, PAGE_RESOURCES } from './page-answers';

/** What a path URL sends: its status, and the page or where it moved. */
interface Sent {
  status: 200 | 301 | 404;
  html: string;
  location?: string;
}

/** Enough for every public page and course of the site; odd URLs cannot grow it further. */
const MAX_KEPT = 500;
/** As the kept public reads: a safety net for changes made behind the API's back. */
const MAX_AGE_MS = 60_000;

/**
 * The public pages at their path URLs (`/`, `/coursesv2/<slug>`…), rendered on the server by
 * the app's own screens from the same data and settings as the app's: crawlers that run no
 * script read each page's content, title, canonical and structured data; people get the app
 * on the same URL, hydrated. Each answer is kept until a write moves one of the resources it
 * is made of on (the public reads' generations), so a page is built once per change, not per
 * visit.
 */
export function publicPageRouter(context: RouteContext): Router {
  const { cache, publicOrigin, appRender } = context;
  const router = Router();
  const kept = new Map<string, { generations: string; expiresAt: number; sent: Sent }>();
  const frame = context.entryPage ?? pageDocument;
  const building = singleFlight<Sent>();

  /** A course that moved answers 301 to its current address, one unknown the not-found page. */
  async function build(screen: PathUrlScreenName, req: Request, origin: string): Promise<Sent> {
    const site = await siteSettingsStore.get();
    const answer = await answerFor(screen, String(req.params.courseId ?? ''));
    if (answer.kind === 'moved') return { status: 301, html: '', location: answer.location };
    if (answer.kind === 'missing') {
      return { status: 404, html: await notFoundDocument(appRender, frame, { site, origin }) };
    }
    const html = await appPageDocument(appRender, req, frame, {
      site,
      origin,
      location: answer.path,
      paths: [...answer.courseReads, ...APP_SCREEN_READS[screen]],
    });
    return { status: 200, html };
  }

  /** The generations the page's answer is valid under; undefined: not known, build it afresh. */
  async function generationsOf(screen: PathUrlScreenName): Promise<string | undefined> {
    if (!cache.enabled) return undefined;
    const resources = resourcesOf(screen);
    const known = await Promise.all(resources.map((resource) => cache.generations.known(resource)));
    return known.includes(undefined) ? undefined : known.join('|');
  }

  const send = (res: Response, sent: Sent) => {
    res.setHeader('Cache-Control', 'no-cache');
    if (sent.location) {
      res.redirect(301, sent.location);
      return;
    }
    res.status(sent.status).type('html').send(sent.html);
  };

  /** Keeps a built answer for the router, and a 200 page for the front door as well. */
  function keep(
    key: string,
    generations: string,
    sent: Sent,
    screen: PathUrlScreenName,
    path: string,
  ) {
    kept.delete(key);
    if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value as string);
    kept.set(key, { generations, expiresAt: Date.now() + MAX_AGE_MS, sent });
    // With one origin for every request, the page also goes out in front of the app.
    if (publicOrigin && sent.status === 200) {
      const resources = resourcesOf(screen);
      cache.keepPage(path, { resources, generations: generations.split('|') }, sent.html);
    }
  }

  const handler =
    (screen: PathUrlScreenName): RequestHandler =>
    async (req, res) => {
      const origin = siteOrigin(req, publicOrigin);
      const key = `${origin} ${req.path.toLowerCase()}`;
      const generations = await generationsOf(screen);
      const hit = kept.get(key);
      if (generations && hit?.generations === generations && hit.expiresAt > Date.now()) {
        return send(res, hit.sent);
      }
      if (!generations) return send(res, await build(screen, req, origin));
      // Requests that miss the same page under the same generations wait for one build, which
      // keeps the page once for all of them.
      const sent = await building(`${key} ${generations}`, async () => {
        const built = await build(screen, req, origin);
        keep(key, generations, built, screen, req.path);
        return built;
      });
      send(res, sent);
    };

  // Pages, not API calls: outside the route tables and the OpenAPI document (their paths
  // would collide with the API's own /contact, /courses…), listed in docs/API.md.
  for (const screen of PATH_URL_SCREENS) router.get(PUBLIC_SCREENS[screen].path, handler(screen));
  return router;
}

const resourcesOf = (screen: PathUrlScreenName) => ['site-settings', ...PAGE_RESOURCES[screen]];

/**
 * Any other path that names no file: 404 with the not-found page and a link home (hash routes
 * are all at `/`, where the app still sends an unknown one home).
 */
export function pageNotFound(context: RouteContext): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const site = await siteSettingsStore.get();
    const origin = siteOrigin(req, context.publicOrigin);
    const frame = context.entryPage ?? pageDocument;
    const html = await notFoundDocument(context.appRender, frame, { site, origin });
    res.setHeader('Cache-Control', 'no-cache');
    res.status(404).type('html').send(html);
  };
}
