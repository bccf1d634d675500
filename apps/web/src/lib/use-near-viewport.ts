import { useEffect, useRef, useState } from 'react';

/**
 * Whether the element is within a screen's height of the viewport, or has been: a part far
 * down a phone's page (a course's booking times) is built when the visitor scrolls towards it,
 * not while the top of the page is still coming. Once near, always near. Without
 * IntersectionObserver (old browsers, jsdom) it is near at once.
 */
export function useNearViewport<Element extends HTMLElement>() {
  const ref = useRef<Element>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}
