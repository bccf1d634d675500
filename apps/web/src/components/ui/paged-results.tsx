import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api-error';
import { Alert } from './alert';
import { Pagination } from './pagination';
import { Spinner } from './spinner';

/** What a server-paged list says while loading, on failure, and on its page buttons. */
export interface PagedTexts {
  /** What it counts: ['file', 'files']. */
  noun: readonly [one: string, many: string];
  /** Said when the page cannot be loaded and the server gave no reason. */
  failedMessage: string;
  pageSize: number;
  /** What the list holds, when it is not counted ('activity', 'mail'): named instead of `noun`. */
  what?: string;
  /** The pagination's name; 'File pages' (`noun` or `what`) unless said. */
  label?: string;
}

interface PagedResultsProps<Page extends { total: number; limit: number }> extends PagedTexts {
  /** One page of a list the server pages (usePageQuery): the last page stays while the next loads. */
  result: Pick<UseQueryResult<Page>, 'data' | 'error' | 'isPending' | 'isPlaceholderData'>;
  page: number;
  onPage: (page: number) => void;
  /** The page's content above the pagination (its table, or the words for none). */
  children: (page: Page) => ReactNode;
}

const capitalised = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`;

/** A page of server-paged results: spinner, failure, the content, then the page buttons. */
export function PagedResults<Page extends { total: number; limit: number }>({
  result,
  noun,
  what,
  failedMessage,
  label = `${capitalised(what ?? noun[0])} pages`,
  page,
  pageSize,
  onPage,
  children,
}: PagedResultsProps<Page>) {
  if (result.isPending) return <Spinner label={`Loading ${what ?? noun[1]}…`} />;
  if (!result.data) return <Alert>{errorMessage(result.error, failedMessage)}</Alert>;
  return (
    <div className="flex min-w-0 flex-col gap-4" aria-busy={result.isPlaceholderData || undefined}>
      {children(result.data)}
      <Pagination
        label={label}
        noun={noun}
        page={page}
        limit={result.data.limit || pageSize}
        total={result.data.total}
        onPage={onPage}
      />
    </div>
  );
}
