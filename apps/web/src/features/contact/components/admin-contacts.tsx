import { Download } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { useExportContactMessages } from '../api/export-contact-messages';
import { useContactMessages } from '../api/get-contact-messages';
import { ContactMessagesTable } from './contact-messages-table';

export const LOAD_FAILED = 'Failed to load contact messages.';
export const EXPORT_FAILED = 'Failed to export contacts. Please try again.';
export const NO_MESSAGES = 'No contact messages found.';

function MessagesBody() {
  const messages = useContactMessages();
  if (messages.isPending) return <Spinner label="Loading contact messages…" />;
  // The server's message is preferred when it sent one (SPEC.md section 8).
  if (messages.isError) return <Alert>{errorMessage(messages.error, LOAD_FAILED)}</Alert>;
  if (messages.data.length === 0) return <p className="text-muted">{NO_MESSAGES}</p>;
  return <ContactMessagesTable messages={messages.data} />;
}

export function AdminContacts() {
  const exporter = useExportContactMessages();
  return (
    <section className="flex min-w-0 flex-col gap-6 p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-foreground">Contact Messages</h1>
        <Button onClick={() => exporter.mutate()} disabled={exporter.isPending}>
          <Download aria-hidden="true" className="size-4" />
          {exporter.isPending ? 'Exporting...' : 'Export to Excel'}
        </Button>
      </div>
      {exporter.isError && <Alert>{EXPORT_FAILED}</Alert>}
      {exporter.isSuccess && <Alert tone="info">Downloaded {exporter.data}.</Alert>}
      <MessagesBody />
    </section>
  );
}
