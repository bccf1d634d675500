import { Button } from './button';

interface PaginationProps {
  /** Names the navigation landmark, e.g. "Contact message pages". */
  label: string;
  page: number;
  limit: number;
  total: number;
  /** What is counted, singular and plural: ['message', 'messages']. */
  noun: readonly [one: string, many: string];
  onPage: (page: number) => void;
}

/** Previous / Next through the server's pages, with where we are and how many items. */
export function Pagination({ label, page, limit, total, noun, onPage }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / limit));
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-3">
      <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <p className="text-sm text-foreground" aria-live="polite">
        Page {Math.min(page, pages)} of {pages}
      </p>
      <Button variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
      <p className="text-sm text-muted">
        {total} {total === 1 ? noun[0] : noun[1]}
      </p>
    </nav>
  );
}
