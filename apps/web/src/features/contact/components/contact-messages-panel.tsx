import { useState } from 'react';
import type { ContactMessage, ContactStatus } from '@tutoring/shared';
import { Alert } from '../../../components/ui/alert';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import {
  CONTACT_PAGE_SIZE,
  useContactMessages,
  type ContactFilters,
} from '../api/get-contact-messages';
import { useUpdateContactMessage } from '../api/update-contact-message';
import { ContactMessagesTable } from './contact-messages-table';
import { ContactNotesDialog } from './contact-notes-dialog';
import { STATUS_LABELS } from './contact-status-labels';
import { NEWEST_FIRST } from '../../../lib/list-sort';

export const LOAD_FAILED = 'Failed to load contact messages.';
export const NO_MESSAGES = 'No contact messages found.';
const STATUS_FAILED = 'Failed to update the status. Please try again.';
const NOTES_FAILED = 'Failed to save notes. Please try again.';

export interface Notice {
  tone: 'info' | 'error';
  text: string;
}

interface ContactMessagesPanelProps {
  filters: ContactFilters;
  page: number;
  onPage: (page: number) => void;
  /** A column header asks for this order (newest first is '-createdAt'). */
  onSort: (sort: string) => void;
  onNotice: (notice: Notice) => void;
  onMessageUpdated?: () => Promise<unknown> | void;
}

/** One page of messages with its status controls, notes and pagination. */
export function ContactMessagesPanel(props: ContactMessagesPanelProps) {
  const { filters, page, onPage, onSort, onNotice, onMessageUpdated } = props;
  const messages = useContactMessages(filters, page);
  const [editing, setEditing] = useState<ContactMessage | null>(null);
  const status = useUpdateContactMessage({
    onSaved: onMessageUpdated,
    onSuccess: (saved) =>
      onNotice({
        tone: 'info',
        text: `Status of ${saved.name} set to ${STATUS_LABELS[saved.status]}.`,
      }),
    onError: (error) => onNotice({ tone: 'error', text: errorMessage(error, STATUS_FAILED) }),
  });
  const notes = useUpdateContactMessage({
    onSaved: onMessageUpdated,
    onSuccess: (saved) => {
      setEditing(null);
      onNotice({ tone: 'info', text: `Notes saved for ${saved.name}.` });
    },
  });

  if (messages.isPending) return <Spinner label="Loading contact messages…" />;
  // The server's message is preferred when it sent one (docs/PRODUCT.md section 8).
  if (messages.isError) return <Alert>{errorMessage(messages.error, LOAD_FAILED)}</Alert>;
  const { messages: rows, total, limit } = messages.data;
  const pending =
    status.isPending && status.variables.changes.status
      ? { id: status.variables.message._id, status: status.variables.changes.status }
      : null;
  return (
    <div
      className="flex min-w-0 flex-col gap-4"
      aria-busy={messages.isPlaceholderData || undefined}
    >
      {rows.length === 0 ? (
        <p className="text-muted">{NO_MESSAGES}</p>
      ) : (
        <ContactMessagesTable
          messages={rows}
          pending={pending}
          sort={filters.sort || NEWEST_FIRST}
          onSort={(sort) => onSort(sort === NEWEST_FIRST ? '' : sort)}
          onStatusChange={(message: ContactMessage, next: ContactStatus) =>
            status.mutate({ message, changes: { status: next } })
          }
          onEditNotes={(message) => {
            notes.reset();
            setEditing(message);
          }}
        />
      )}
      <Pagination
        label="Contact message pages"
        noun={['message', 'messages']}
        page={page}
        limit={limit || CONTACT_PAGE_SIZE}
        total={total}
        onPage={onPage}
      />
      {editing && (
        <ContactNotesDialog
          message={editing}
          saving={notes.isPending}
          error={notes.isError ? errorMessage(notes.error, NOTES_FAILED) : null}
          onSave={(text) => notes.mutate({ message: editing, changes: { notes: text } })}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}
