import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { shouldRetry } from './query-client';

describe('query retry policy', () => {
  it.each([400, 401, 403, 404, 409, 429])(
    'when the server answered %i, then it is not retried',
    (status) => {
      expect(shouldRetry(0, new ApiError(status, 'X', 'No.'))).toBe(false);
    },
  );

  it('when the server failed (5xx), then it is retried twice at most', () => {
    const error = new ApiError(503, 'SERVICE_UNAVAILABLE', 'Down.');
    expect(shouldRetry(0, error)).toBe(true);
    expect(shouldRetry(1, error)).toBe(true);
    expect(shouldRetry(2, error)).toBe(false);
  });

  it('when the network failed, then it is retried; a timeout is not', () => {
    expect(shouldRetry(0, new ApiError(0, 'NETWORK_ERROR', 'Offline.'))).toBe(true);
    expect(shouldRetry(0, new ApiError(0, 'TIMEOUT', 'Slow.'))).toBe(false);
  });
});
