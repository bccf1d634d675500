import { useSyncExternalStore } from 'react';

export interface ScrollProgress {
  /** Scroll offset in whole pixels. */
  scrollTop: number;
  /** How far down the page is, in whole percent. */
  percent: number;
}

const TOP: ScrollProgress = { scrollTop: 0, percent: 0 };

/** How far the page can scroll, in pixels (0 when it fits the window). */
export function maxScrollTop(): number {
  const { scrollHeight } = document.documentElement;
  return Math.max(0, scrollHeight - window.innerHeight);
}

/**
 * The last measured progress, read by React; measured in an animation frame, never while React
 * renders: reading the page's height mid-render makes the browser lay out the half-built page
 * there and then (on a course page, a large share of the render's time on a phone).
 */
let current = TOP;
let frame = 0;
const listeners = new Set<() => void>();

function measure() {
  frame = 0;
  const max = maxScrollTop();
  const scrollTop = Math.max(0, Math.round(window.scrollY));
  const percent = max === 0 ? 0 : Math.min(100, Math.round((window.scrollY / max) * 100));
  // Whole numbers, and the same object while they hold: React renders only on a visible change.
  if (scrollTop === current.scrollTop && percent === current.percent) return;
  current = { scrollTop, percent };
  for (const listener of listeners) listener();
}

function measureSoon() {
  frame ||= requestAnimationFrame(measure);
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  if (listeners.size === 1) {
    window.addEventListener('scroll', measureSoon, { passive: true });
    window.addEventListener('resize', measureSoon);
  }
  measureSoon();
  return () => {
    listeners.delete(onChange);
    if (listeners.size > 0) return;
    window.removeEventListener('scroll', measureSoon);
    window.removeEventListener('resize', measureSoon);
    cancelAnimationFrame(frame);
    frame = 0;
  };
}

/** Scroll offset and progress, live (at most once a frame). */
export function useScrollProgress(): ScrollProgress {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => TOP,
  );
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
