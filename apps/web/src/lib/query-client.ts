import { QueryClient } from '@tanstack/react-query';
import { CLIENT_ERROR_CODES, isApiError } from './api-error';

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

export function createQueryClient(): QueryClient {
  return new QueryClient({
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
