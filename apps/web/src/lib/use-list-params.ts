import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

function readPage(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * An admin list's search, sort, filters and page, kept in the URL's query so a view can be
 * bookmarked or shared and survives a reload. `keys` name the query parameters the list
 * reads (`page` aside); a missing one reads as ''. Changing any of them starts again at
 * page 1; the filters are replaced in the history, a page turn is pushed (Back goes to the
 * page before).
 */
export function useListParams<Key extends string>(keys: readonly Key[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<
    Key,
    string
  >;
  const page = readPage(params.get('page'));

  const set = useCallback(
    (key: Key, value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value.trim()) next.set(key, value);
          else next.delete(key);
          next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const setPage = useCallback(
    (nextPage: number) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (nextPage > 1) next.set('page', String(nextPage));
        else next.delete('page');
        return next;
      }),
    [setParams],
  );

  return { values, page, set, setPage };
}
