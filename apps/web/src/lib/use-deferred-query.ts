import { useDeferredValue } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';

/**
 * The query's result with its data deferred: when an answer arrives, React first finishes
 * what it is doing and then renders the new data as a transition, in slices that leave the
 * main thread free between them. A query's own update is synchronous (a store update), so a
 * list of cards arriving on a phone would otherwise hold the main thread in one long task.
 * Until the deferred render catches up, a first answer still reads as pending.
 */
export function useDeferredQuery<Data, Failure>(
  result: UseQueryResult<Data, Failure>,
): UseQueryResult<Data, Failure> {
  const data = useDeferredValue(result.data);
  if (data === result.data || data !== undefined) return { ...result, data } as typeof result;
  return {
    ...result,
    data: undefined,
    status: 'pending',
    isPending: true,
    isSuccess: false,
    isError: false,
    error: null,
  } as UseQueryResult<Data, Failure>;
}
