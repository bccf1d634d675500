import { isValidElement } from 'react';
import { matchRoutes } from 'react-router-dom';
import { appRoutes } from './router';
import type { LazyScreen } from './screen-routes';

const isLazyScreen = (type: unknown): type is LazyScreen =>
  typeof type === 'function' && typeof (type as Partial<LazyScreen>).preload === 'function';

/**
 * Loads the code of every lazy screen the route at `path` shows, so that it renders at once:
 * on the server, the whole page in one synchronous render; in the browser, a hydration that
 * matches the server's HTML without waiting behind a Suspense boundary.
 */
export async function preloadRoute(path: string): Promise<void> {
  const matches = matchRoutes(appRoutes, path) ?? [];
  await Promise.all(
    matches.map(({ route }) => {
      const { element } = route;
      return isValidElement(element) && isLazyScreen(element.type)
        ? element.type.preload()
        : undefined;
    }),
  );
}
