import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  window.addEventListener('resize', onChange);
  return () => {
    window.removeEventListener('scroll', onChange);
    window.removeEventListener('resize', onChange);
  };
}

/** How far the page can scroll, in pixels (0 when it fits the window). */
export function maxScrollTop(): number {
  const { scrollHeight } = document.documentElement;
  return Math.max(0, scrollHeight - window.innerHeight);
}

function readScrollTop(): number {
  return Math.max(0, Math.round(window.scrollY));
}

function readPercent(): number {
  const max = maxScrollTop();
  return max === 0 ? 0 : Math.min(100, Math.round((window.scrollY / max) * 100));
}

/** Scroll offset in whole pixels and progress in whole percent, live. */
export function useScrollProgress(): { scrollTop: number; percent: number } {
  // Whole numbers as snapshots, so React re-renders only when a visible value changes.
  const scrollTop = useSyncExternalStore(subscribe, readScrollTop, () => 0);
  const percent = useSyncExternalStore(subscribe, readPercent, () => 0);
  return { scrollTop, percent };
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** Scrolls to a share of the page (0–100), smoothly unless the visitor asked for less motion. */
export function scrollToPercent(percent: number): void {
  window.scrollTo({
    top: Math.round((maxScrollTop() * percent) / 100),
    behavior: prefersReducedMotion() ? 'auto' : 'smooth',
  });
}
