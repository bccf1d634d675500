import { useEffect } from 'react';

/** What tells us the visitor is moving down the page (a finger, a wheel, the keyboard). */
const MOVING_ON = ['scroll', 'wheel', 'touchstart', 'keydown'] as const;

/**
 * Runs `action` once, when the visitor first moves down the page (at once if the page is
 * already scrolled), unless the component has gone by then. What lies screens below a phone's
 * first one (its code, its data) waits for this: asked for right after the first paint, or
 * once the page had loaded and gone quiet, it was main-thread work inside Lighthouse's
 * blocking-time window all the same, 4 to 6 points of the home page's mobile score
 * (docs/decisions/0044-deferral-through-one-seam.md). A visitor who reads the first screen and then
 * flings down still finds the sections ready: their code and data come while the fling covers
 * the screens above them. Nothing is kept between mounts: no state a later page could inherit.
 */
export function useOnFirstScroll(action: (() => void) | undefined): void {
  useEffect(() => {
    if (!action) return undefined;
    if (window.scrollY > 0) {
      action();
      return undefined;
    }
    const options = { capture: true, passive: true } as const;
    const moved = () => {
      stop();
      action();
    };
    const stop = () => {
      for (const event of MOVING_ON) window.removeEventListener(event, moved, options);
    };
    for (const event of MOVING_ON) window.addEventListener(event, moved, options);
    return stop;
    // The action of the first render: it runs once per mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
