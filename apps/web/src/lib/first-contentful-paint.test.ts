import { afterEach, describe, expect, it, vi } from 'vitest';

type Callback = (list: { getEntriesByName(name: string): unknown[] }) => void;

/** A PerformanceObserver that reports paint entries when the test says the browser painted. */
function stubPaintTiming(supportedEntryTypes: string[]) {
  const observers: { callback: Callback; disconnected: boolean }[] = [];
  class FakeObserver {
    static supportedEntryTypes = supportedEntryTypes;
    private readonly record: { callback: Callback; disconnected: boolean };
    constructor(callback: Callback) {
      this.record = { callback, disconnected: false };
      observers.push(this.record);
    }
    observe() {}
    disconnect() {
      this.record.disconnected = true;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    observers,
    paint(name: string) {
      for (const { callback } of observers)
        callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
    },
  };
}

/** A fresh copy of the module: it remembers the first answer for the page's lifetime. */
async function load() {
  vi.resetModules();
  return import('./first-contentful-paint');
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

afterEach(() => {
  vi.useRealTimers();
});

describe('whenFirstContentfulPaint', () => {
  it('when the browser reports the first contentful paint, then it resolves and stops observing', async () => {
    const browser = stubPaintTiming(['paint']);
    const { whenFirstContentfulPaint } = await load();
    const painted = whenFirstContentfulPaint();

    browser.paint('first-paint');
    expect(await settled(painted)).toBe(false); // a blank first paint is not the one

    browser.paint('first-contentful-paint');
    expect(await settled(painted)).toBe(true);
    expect(browser.observers.every((o) => o.disconnected)).toBe(true);
    expect(whenFirstContentfulPaint()).toBe(painted); // later callers share the answer
  });

  it('when the browser has no Paint Timing, then it resolves at once', async () => {
    stubPaintTiming(['navigation']);
    const { whenFirstContentfulPaint } = await load();
    expect(await settled(whenFirstContentfulPaint())).toBe(true);
  });

  it('when no paint is ever reported (a hidden tab), then it resolves after 3 s anyway', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const browser = stubPaintTiming(['paint']);
    const { whenFirstContentfulPaint } = await load();
    const painted = whenFirstContentfulPaint();

    vi.advanceTimersByTime(2999);
    expect(await settled(painted)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await settled(painted)).toBe(true);
    expect(browser.observers.every((o) => o.disconnected)).toBe(true);
  });
});
