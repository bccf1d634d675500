import { CONTACT_COLUMNS, type ContactMessage, type ContactStatus } from '@tutoring/shared';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { formatDateTime } from '../../../lib/format-date-time';
import { ContactStatusSelect } from './contact-status-select';

interface ContactMessagesTableProps {
  messages: ContactMessage[];
  /** The status change being saved, shown in its row until the list reloads. */
  pending: { id: string; status: ContactStatus } | null;
  onStatusChange: (message: ContactMessage, status: ContactStatus) => void;
  onEditNotes: (message: ContactMessage) => void;
}

export function ContactMessagesTable({
  messages,
  pending,
  onStatusChange,
  onEditNotes,
}: ContactMessagesTableProps) {
  return (
    <DataTable label="Contact messages" headers={CONTACT_COLUMNS} minWidthClass="min-w-[64rem]">
      {messages.map((message) => (
        <tr key={message._id} className="border-t border-border align-top">
          <td className="px-3 py-2 font-medium">{message.name}</td>
          <td className="px-3 py-2">{message.course}</td>
          <td className="px-3 py-2 whitespace-nowrap">{message.mobile}</td>
          <td className="px-3 py-2 break-all">{message.email}</td>
          <td className="max-w-xs px-3 py-2 break-words whitespace-pre-line">{message.message}</td>
          <td className="px-3 py-2 whitespace-nowrap">
            <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
          </td>
          <td className="px-3 py-2">
            <ContactStatusSelect
              message={message}
              value={pending?.id === message._id ? pending.status : message.status}
              saving={pending?.id === message._id}
              onChange={(status) => onStatusChange(message, status)}
            />
            {/* One click back for a person caught by the spam checks (a form filled by autofill). */}
            {message.status === 'spam' && (
              <Button
                variant="outline"
                className="mt-2"
                disabled={pending?.id === message._id}
                aria-label={`Not spam: ${message.name}`}
                onClick={() => onStatusChange(message, 'new')}
              >
                Not spam
              </Button>
            )}
          </td>
          <td className="max-w-xs px-3 py-2">
            {message.notes && (
              <p className="mb-2 break-words whitespace-pre-line">{message.notes}</p>
            )}
            <Button
              variant="outline"
              aria-label={`${message.notes ? 'Edit' : 'Add'} notes for ${message.name}`}
              onClick={() => onEditNotes(message)}
            >
              {message.notes ? 'Edit notes' : 'Add notes'}
            </Button>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
