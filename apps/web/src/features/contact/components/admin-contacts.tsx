import { Download } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ListScreen } from '../../../components/ui/list-screen';
import { useExportContactMessages } from '../api/export-contact-messages';
import { ContactFilters } from './contact-filters';
import { ContactMessagesPanel, type Notice } from './contact-messages-panel';
import { useContactFilters } from './use-contact-filters';

export { LOAD_FAILED, NO_MESSAGES } from './contact-messages-panel';
export const EXPORT_FAILED = 'Failed to export contacts. Please try again.';

interface AdminContactsProps {
  /** Known course names offered in the course filter. */
  courseOptions?: readonly string[];
  /** Called after a status or notes change is saved (e.g. to refresh the new-message count). */
  onMessageUpdated?: () => Promise<unknown> | void;
}

/** The lead list: filters in the URL, one server page at a time, status and notes per message. */
export function AdminContacts({ courseOptions = [], onMessageUpdated }: AdminContactsProps) {
  const { filters, page, setFilter, setPage } = useContactFilters();
  const exporter = useExportContactMessages();
  const [notice, setNotice] = useState<Notice | null>(null);
  return (
    <ListScreen
      title="Contact Messages"
      actions={
        <Button onClick={() => exporter.mutate(filters)} disabled={exporter.isPending}>
          <Download aria-hidden="true" className="size-4" />
          {exporter.isPending ? 'Exporting...' : 'Export to Excel'}
        </Button>
      }
    >
      {exporter.isError && <Alert>{EXPORT_FAILED}</Alert>}
      {exporter.isSuccess && <Alert tone="info">Downloaded {exporter.data}.</Alert>}
      <ContactFilters filters={filters} onChange={setFilter} courseOptions={courseOptions} />
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <ContactMessagesPanel
        filters={filters}
        page={page}
        onPage={setPage}
        onSort={(sort) => setFilter('sort', sort)}
        onNotice={setNotice}
        onMessageUpdated={onMessageUpdated}
      />
    </ListScreen>
  );
}
