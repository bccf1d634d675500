import { useEffect } from 'react';

/** What tells us the visitor is moving down the page (a finger, a wheel, the keyboard). */
const MOVING_ON = ['scroll', 'wheel', 'touchstart', 'keydown'] as const;

/** How long a quiet moment may be awaited before the work goes ahead anyway. */
const IDLE_LIMIT_MS = 2000;

let pageSettled: Promise<void> | undefined;

function whenIdle(done: () => void): void {
  // Safari has no requestIdleCallback: a task after the load event is the next best thing.
  if (typeof requestIdleCallback === 'function')
    requestIdleCallback(done, { timeout: IDLE_LIMIT_MS });
  else setTimeout(done, 0);
}

/**
 * Resolves once the page has loaded and the browser has a quiet moment, or as soon as the
 * visitor starts moving down it, whichever comes first; at once on every later visit of the
 * session. What lies screens below a phone's first one (its code, its data) waits for this:
 * asked for while the first screen is still being built, it competed with that screen for the
 * phone's CPU (Lighthouse mobile, docs/DECISIONS.md), and a visitor who reads the first screen
 * still finds it ready when they fling down.
 */
export function whenPageSettled(): Promise<void> {
  pageSettled ??= new Promise<void>((resolve) => {
    const options = { capture: true, passive: true } as const;
    const afterLoad = () => whenIdle(settle);
    function settle() {
      for (const event of MOVING_ON) window.removeEventListener(event, settle, options);
      window.removeEventListener('load', afterLoad);
      resolve();
    }
    for (const event of MOVING_ON) window.addEventListener(event, settle, options);
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
  });
  return pageSettled;
}

/** Runs `action` once the page has settled, unless the component has gone by then. */
export function useWhenPageSettled(action: (() => void) | undefined): void {
  useEffect(() => {
    if (!action) return undefined;
    let mounted = true;
    void whenPageSettled().then(() => mounted && action());
    return () => {
      mounted = false;
    };
    // The action of the first render: the page settles once, so it runs once per mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
