import { startTransition, useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser has painted it: a page shows what it
 * already has (the hero, a heading) before it starts downloading what it does not (below-the-
 * fold sections, their data). Requests started during the first render compete with it for
 * the phone's bandwidth and CPU, and delay the paint the visitor is waiting for.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // A frame callback runs just before the paint; a task queued from it runs after it.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      // As a transition, what the switch reveals renders in slices that leave room for taps.
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
