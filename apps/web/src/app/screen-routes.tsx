import { lazy, type ComponentType, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { Screen } from '@tutoring/shared';

/** A lazy screen's component, with the way to load its code before it is rendered. */
export interface LazyScreen {
  (): ReactNode;
  preload(): Promise<void>;
}

/**
 * A screen loaded on its first visit (React.lazy): the home page's initial JavaScript carries
 * only what home needs, and public pages never download admin code. The layouts hold the
 * Suspense boundaries: a first visit shows their spinner, and moving between pages (a
 * transition, see HashRouter) keeps the current one on screen meanwhile. A page the server
 * rendered loads its screen first (preload) and is then hydrated without suspending, as the
 * server rendered it (src/ssr/render-page.tsx).
 */
export function lazyScreen(load: () => Promise<ComponentType>): ReactNode {
  let loaded: ComponentType | undefined;
  const remember = (Component: ComponentType) => (loaded = Component);
  const Lazy = lazy(() => load().then((Component) => ({ default: remember(Component) })));
  const Screen = (() => {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  }) as LazyScreen;
  Screen.preload = () =>
    load()
      .then(remember)
      .then(() => undefined);
  return <Screen />;
}

/** The routes of a table's screens, each at its path relative to the layout's `base`. */
export function routesOf<Name extends string>(
  screens: Readonly<Record<Name, Screen>>,
  elements: Readonly<Record<Name, ReactNode>>,
  base: string,
  keep: (screen: Screen) => boolean = () => true,
): RouteObject[] {
  return (Object.keys(screens) as Name[])
    .filter((name) => keep(screens[name]))
    .map((name) => {
      const path = screens[name].path.slice(base.length).replace(/^\//, '');
      return path ? { path, element: elements[name] } : { index: true, element: elements[name] };
    });
}
