import { lazy, type ComponentType } from 'react';

interface Preloadable {
  /** Whether the page the server rendered at `location` shows the part. */
  shownAt: (location: string) => boolean;
  preload: () => Promise<unknown>;
}

const parts: Preloadable[] = [];

/**
 * A part whose code is off the page's first JavaScript (React.lazy) and which the browser
 * loads before it hydrates a page the server rendered with it: hydrated without suspending,
 * the server's HTML is taken over as it is. Left suspended, a part that an update reached
 * before its code was React's to render afresh, through its fallback: the page jumped.
 */
export function preloadablePart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  shownAt: (location: string) => boolean = () => true,
): ComponentType<Props> {
  let loaded: ComponentType<Props> | undefined;
  const remember = (Component: ComponentType<Props>) => (loaded = Component);
  const Lazy = lazy(() => load().then((Component) => ({ default: remember(Component) })));
  parts.push({ shownAt, preload: () => load().then(remember) });
  return function Part(props: Props) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  };
}

/** Loads the code of every part the page rendered at `location` shows. */
export async function preloadPartsShownAt(location: string): Promise<void> {
  await Promise.all(parts.filter((part) => part.shownAt(location)).map((part) => part.preload()));
}
