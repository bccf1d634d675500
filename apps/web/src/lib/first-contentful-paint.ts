/**
 * Resolves once the page's first contentful paint has reached the screen, as the browser's
 * own Paint Timing reports it: a paint is "done" when its frame is presented, which on a busy
 * phone is often well after the frame was produced. Work started before that competes with
 * the frame for the CPU and the network.
 *
 * Browsers without Paint Timing, and tabs that never show (FCP is not reported while hidden
 * for good), fall back to a timer so that nothing waits forever.
 */
let firstContentfulPaint: Promise<void> | undefined;

const FALLBACK_MS = 3000;

export function whenFirstContentfulPaint(): Promise<void> {
  firstContentfulPaint ??= new Promise<void>((resolve) => {
    const supported = globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint');
    if (!supported) {
      resolve();
      return;
    }
    const fallback = setTimeout(done, FALLBACK_MS);
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    function done() {
      clearTimeout(fallback);
      observer.disconnect();
      resolve();
    }
    // `buffered` replays an FCP that happened before this call (a later visit to the page).
    observer.observe({ type: 'paint', buffered: true });
  });
  return firstContentfulPaint;
}
