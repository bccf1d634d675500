import { Button } from '../../../components/ui/button';

interface ContactPaginationProps {
  page: number;
  limit: number;
  total: number;
  onPage: (page: number) => void;
}

/** Previous / Next through the server's pages, with where we are and how many there are. */
export function ContactPagination({ page, limit, total, onPage }: ContactPaginationProps) {
  const pages = Math.max(1, Math.ceil(total / limit));
  return (
    <nav aria-label="Contact message pages" className="flex flex-wrap items-center gap-3">
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
        {total} {total === 1 ? 'message' : 'messages'}
      </p>
    </nav>
  );
}
