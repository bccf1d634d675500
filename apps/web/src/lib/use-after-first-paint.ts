import { startTransition, useEffect, useState } from 'react';
import { whenFirstContentfulPaint } from './first-contentful-paint';

/**
 * False on the first render, true once the browser has painted it: a page shows what it
 * already has (the hero, a heading) before it starts downloading what it does not (below-the-
 * fold sections, their data). Requests started during the first render compete with it for
 * the phone's bandwidth and CPU, and delay the paint the visitor is waiting for.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let cancelled = false;
    // As a transition, what the switch reveals renders in slices that leave room for taps.
    const reveal = () => {
      if (!cancelled) startTransition(() => setPainted(true));
    };
    // A frame callback runs just before the paint; a task queued from it runs after it. On the
    // page the visitor landed on, that paint must also have reached the screen (the FCP).
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => void whenFirstContentfulPaint().then(reveal), 0);
    });
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
