/** When this tab last reloaded for a missing chunk (sessionStorage: this tab only). */
export const RELOADED_AT_KEY = 'tutoring:stale-chunk-reload-at';
/**
 * A second failure this soon after a reload means the chunk is not coming back (the network
 * is down, the deploy is broken): the error then reaches the error screen, with no reload loop.
 */
export const RELOAD_WINDOW_MS = 60_000;

export interface StaleChunkReload {
  reload: () => void;
  now: () => number;
  storage: () => Pick<Storage, 'getItem' | 'setItem'>;
}

const browser: StaleChunkReload = {
  reload: () => window.location.reload(),
  now: () => Date.now(),
  storage: () => window.sessionStorage,
};

function lastReload(options: StaleChunkReload): number {
  try {
    return Number(options.storage().getItem(RELOADED_AT_KEY) ?? 0) || 0;
  } catch {
    return 0;
  }
}

/** False when the time cannot be kept (storage disabled): then no reload, so no loop. */
function rememberReload(options: StaleChunkReload): boolean {
  try {
    options.storage().setItem(RELOADED_AT_KEY, String(options.now()));
    return true;
  } catch {
    return false;
  }
}

/**
 * After a deploy, a tab opened before it still asks for the old build's lazy chunks, which
 * are gone (a 404 from the server): Vite reports the failed import as `vite:preloadError`.
 * The page then reloads once, into the new build, instead of showing the error screen; a
 * second failure within RELOAD_WINDOW_MS is left to the error screen. Returns the unsubscribe.
 */
export function reloadOnStaleChunk(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
  options: StaleChunkReload = browser,
): () => void {
  const onPreloadError = (event: Event) => {
    if (options.now() - lastReload(options) < RELOAD_WINDOW_MS) return;
    if (!rememberReload(options)) return;
    // Handled: Vite does not rethrow, and the reload replaces the page.
    event.preventDefault();
    options.reload();
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => target.removeEventListener('vite:preloadError', onPreloadError);
}
