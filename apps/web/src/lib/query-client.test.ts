import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { setNotifier } from './notify';
import { createQueryClient, shouldRetry } from './query-client';

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

describe('write notices', () => {
  const run = async (meta: object | undefined, outcome: () => Promise<unknown>) => {
    const notices: unknown[] = [];
    setNotifier((notice) => notices.push(notice));
    const client = createQueryClient();
    await client
      .getMutationCache()
      .build(client, { mutationFn: outcome, ...(meta ? { meta } : {}) })
      .execute(undefined)
      .catch(() => undefined);
    setNotifier(undefined);
    return notices;
  };

  it('when a write with messages succeeds, then its success is told', async () => {
    expect(await run({ success: 'Saved.', failure: 'Not saved.' }, async () => 'ok')).toEqual([
      { tone: 'success', message: 'Saved.' },
    ]);
  });

  it("when it is refused, then the server's reason is told, else its own words", async () => {
    const refused = () => Promise.reject(new ApiError(409, 'CONFLICT', 'Title taken.'));
    expect(await run({ failure: 'Not saved.' }, refused)).toEqual([
      { tone: 'error', message: 'Title taken.' },
    ]);
    const unreadable = () => Promise.reject(new ApiError(502, 'HTTP_ERROR', 'Bad Gateway'));
    expect(await run({ failure: 'Not saved.' }, unreadable)).toEqual([
      { tone: 'error', message: 'Not saved.' },
    ]);
  });

  it('when a write has no messages (a public form), then nothing is told', async () => {
    expect(await run(undefined, async () => 'ok')).toEqual([]);
  });

  it('when an upload is cancelled by the person, then no failure is told', async () => {
    const cancelled = () => Promise.reject(new DOMException('cancelled', 'AbortError'));

    expect(await run({ failure: 'The file was not uploaded.' }, cancelled)).toEqual([]);
  });
});
