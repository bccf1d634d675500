import { Button } from '../../../components/ui/button';

interface AuditPaginationProps {
  page: number;
  limit: number;
  total: number;
  onPage: (page: number) => void;
}

/** Previous / Next through the server's pages, with where we are and how many entries. */
export function AuditPagination({ page, limit, total, onPage }: AuditPaginationProps) {
  const pages = Math.max(1, Math.ceil(total / limit));
  return (
    <nav aria-label="Activity pages" className="flex flex-wrap items-center gap-3">
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
        {total} {total === 1 ? 'entry' : 'entries'}
      </p>
    </nav>
  );
}
