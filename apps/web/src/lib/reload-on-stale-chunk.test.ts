import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  RELOAD_WINDOW_MS,
  RELOADED_AT_KEY,
  reloadOnStaleChunk,
  type StaleChunkReload,
} from './reload-on-stale-chunk';

/** What Vite's preload helper dispatches when a lazy chunk cannot be loaded. */
function chunkFailure(): Event {
  const event = new Event('vite:preloadError', { cancelable: true });
  Object.assign(event, { payload: new TypeError('Failed to fetch dynamically imported module') });
  return event;
}

let clock: number;
let reload: ReturnType<typeof vi.fn<() => void>>;
let unsubscribe: () => void;

function listen(storage: StaleChunkReload['storage'] = () => window.sessionStorage) {
  unsubscribe = reloadOnStaleChunk(window, { reload, now: () => clock, storage });
}

beforeEach(() => {
  window.sessionStorage.clear();
  clock = 1_000_000;
  reload = vi.fn<() => void>();
});

afterEach(() => unsubscribe());

describe('reloadOnStaleChunk', () => {
  it('when a lazy chunk is gone after a deploy, then the page reloads once, the error handled', () => {
    listen();
    const failure = chunkFailure();

    window.dispatchEvent(failure);

    expect(reload).toHaveBeenCalledTimes(1);
    expect(failure.defaultPrevented).toBe(true);
    expect(window.sessionStorage.getItem(RELOADED_AT_KEY)).toBe(String(clock));
  });

  it('when the chunk fails again right after that reload, then the error goes on to the error screen', () => {
    listen();
    window.dispatchEvent(chunkFailure());
    clock += 5_000;
    const again = chunkFailure();

    window.dispatchEvent(again);

    expect(reload).toHaveBeenCalledTimes(1);
    expect(again.defaultPrevented).toBe(false);
  });

  it('when the next deploy comes long after, then a stale chunk reloads the page again', () => {
    listen();
    window.dispatchEvent(chunkFailure());
    clock += RELOAD_WINDOW_MS + 1;

    window.dispatchEvent(chunkFailure());

    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('when the tab cannot remember the reload (storage disabled), then it never reloads, so it cannot loop', () => {
    listen(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const failure = chunkFailure();

    window.dispatchEvent(failure);

    expect(reload).not.toHaveBeenCalled();
    expect(failure.defaultPrevented).toBe(false);
  });

  it('when unsubscribed, then a failure is left alone', () => {
    listen();
    unsubscribe();

    window.dispatchEvent(chunkFailure());

    expect(reload).not.toHaveBeenCalled();
  });
});
