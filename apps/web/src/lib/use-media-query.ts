import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now, kept current as the window resizes. Used where a
 * layout is a different markup, not only a different style (a table below 768 px becomes
 * cards): rendering one of the two keeps each control once in the page.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Below Tailwind's `md` breakpoint (768 px): phones, where tables turn into cards. */
export const NARROW_SCREEN = '(max-width: 767.98px)';
