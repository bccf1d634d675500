import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api-error';
import { Alert } from './alert';
import { Pagination } from './pagination';
import { Spinner } from './spinner';

/** What a server-paged list says while loading, on failure, and on its page buttons. */
export interface PagedTexts {
  loadingLabel: string;
  /** Said when the page cannot be loaded and the server gave no reason. */
  failedMessage: string;
  /** The pagination's name and what it counts: ['message', 'messages']. */
  label: string;
  noun: readonly [one: string, many: string];
  pageSize: number;
}

interface PagedResultsProps<Page extends { total: number; limit: number }> extends PagedTexts {
  /** One page of a list the server pages (usePageQuery): the last page stays while the next loads. */
  result: Pick<UseQueryResult<Page>, 'data' | 'error' | 'isPending' | 'isPlaceholderData'>;
  page: number;
  onPage: (page: number) => void;
  /** The page's content above the pagination (its table, or the words for none). */
  children: (page: Page) => ReactNode;
}

/** A page of server-paged results: spinner, failure, the content, then the page buttons. */
export function PagedResults<Page extends { total: number; limit: number }>({
  result,
  loadingLabel,
  failedMessage,
  label,
  noun,
  page,
  pageSize,
  onPage,
  children,
}: PagedResultsProps<Page>) {
  if (result.isPending) return <Spinner label={loadingLabel} />;
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
