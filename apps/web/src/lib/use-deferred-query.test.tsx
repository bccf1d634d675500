import { act, renderHook } from '@testing-library/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { useDeferredQuery } from './use-deferred-query';

type Result = UseQueryResult<string[], Error>;
const pending = {
  status: 'pending',
  isPending: true,
  isSuccess: false,
  isError: false,
  data: undefined,
  error: null,
} as unknown as Result;
const success = {
  status: 'success',
  isPending: false,
  isSuccess: true,
  isError: false,
  data: ['IB Maths'],
  error: null,
} as unknown as Result;
const failure = {
  status: 'error',
  isPending: false,
  isSuccess: false,
  isError: true,
  data: undefined,
  error: new Error('down'),
} as unknown as Result;

function renderDeferred(initial: Result) {
  const seen: Pick<Result, 'status' | 'isPending' | 'data'>[] = [];
  const hook = renderHook(
    ({ result }: { result: Result }) => {
      const deferred = useDeferredQuery(result);
      seen.push({ status: deferred.status, isPending: deferred.isPending, data: deferred.data });
      return deferred;
    },
    { initialProps: { result: initial } },
  );
  return { ...hook, seen };
}

describe('useDeferredQuery', () => {
  it('when the first answer arrives, then it still reads pending for one render, then shows the data', async () => {
    const { rerender, result, seen } = renderDeferred(pending);

    await act(async () => rerender({ result: success }));

    expect(result.current.data).toEqual(['IB Maths']);
    expect(result.current.isSuccess).toBe(true);
    const afterArrival = seen.slice(1);
    expect(afterArrival[0]).toEqual({ status: 'pending', isPending: true, data: undefined });
    expect(afterArrival.at(-1)).toEqual({
      status: 'success',
      isPending: false,
      data: ['IB Maths'],
    });
  });

  it('when the query fails, then the failure shows at once', async () => {
    const { rerender, seen } = renderDeferred(pending);

    await act(async () => rerender({ result: failure }));

    expect(seen.slice(1).every((s) => s.status === 'error')).toBe(true);
  });

  it('when the data is already there on mount, then it shows at once', () => {
    const { seen } = renderDeferred(success);
    expect(seen[0]).toEqual({ status: 'success', isPending: false, data: ['IB Maths'] });
  });
});
