import { startTransition, useEffect, useRef, useState } from 'react';

/**
 * Whether the element is near the viewport, or has been: a part far down a phone's page (a
 * course's booking times) is built when the visitor scrolls towards it, not while the top of
 * the page is still coming. Once near, always near. Without IntersectionObserver (old
 * browsers, jsdom) it is near at once; on the server it is not near, as in the browser's first
 * render, which hydrates the server's HTML.
 */
export function useNearViewport<Element extends HTMLElement>() {
  const ref = useRef<Element>(null);
  const [near, setNear] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        // A transition, as for every deferred part (lib/deferred-part.tsx): built in slices.
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setNear(true));
      },
      // Within a screen's height of the viewport, above or below: built a screen ahead.
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}
