import { MutationCache, QueryClient } from '@tanstack/react-query';
import { CLIENT_ERROR_CODES, errorMessage, isApiError, isCancelled } from './api-error';
import { notify } from './notify';

declare module '@tanstack/react-query' {
  interface Register {
    /**
     * What a write says when it is done (`success`) or refused (`failure`: said when the
     * server gave no reason of its own). A write without them says nothing.
     */
    mutationMeta: { success?: string; failure?: string };
  }
}

const MAX_RETRIES = 2;

/**
 * Retry only what may succeed next time: a network failure or a server-side (5xx) error.
 * Never 4xx (the request itself was refused) and never a timeout (the visitor already
 * waited the full time once).
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES || !isApiError(error)) return false;
  return error.code === CLIENT_ERROR_CODES.network || error.status >= 500;
}

/** Every write with messages in its meta tells how it went (lib/notify.ts shows it). */
function writeNotices(): MutationCache {
  return new MutationCache({
    onSuccess: (_data, _variables, _context, mutation) => {
      const message = mutation.meta?.success;
      if (message) notify({ tone: 'success', message });
    },
    onError: (error, _variables, _context, mutation) => {
      const fallback = mutation.meta?.failure;
      // A cancelled upload was the person's own choice: its field says so, no toast needed.
      if (fallback && !isCancelled(error))
        notify({ tone: 'error', message: errorMessage(error, fallback) });
    },
  });
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: writeNotices(),
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
