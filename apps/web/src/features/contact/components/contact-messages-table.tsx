import type { ContactMessage, ContactStatus } from '@tutoring/shared';
import { Button } from '../../../components/ui/button';
import { ContactStatusSelect } from './contact-status-select';

const HEADERS = [
  'Name',
  'Course',
  'Mobile',
  'Email',
  'Message',
  'Received',
  'Status',
  'Notes',
] as const;

interface ContactMessagesTableProps {
  messages: ContactMessage[];
  /** The status change being saved, shown in its row until the list reloads. */
  pending: { id: string; status: ContactStatus } | null;
  onStatusChange: (message: ContactMessage, status: ContactStatus) => void;
  onEditNotes: (message: ContactMessage) => void;
}

/** Received time in the reader's own locale and time zone. */
function receivedAt(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/** The table scrolls sideways inside its own box on phones; the page itself never does. */
export function ContactMessagesTable({
  messages,
  pending,
  onStatusChange,
  onEditNotes,
}: ContactMessagesTableProps) {
  return (
    <div
      className="relative max-w-full overflow-x-auto rounded-xl border border-border"
      role="region"
      aria-label="Contact messages"
      tabIndex={0}
    >
      <table className="w-full min-w-[64rem] text-left text-sm">
        <thead className="bg-surface text-foreground">
          <tr>
            {HEADERS.map((header) => (
              <th key={header} scope="col" className="px-3 py-2 font-semibold">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {messages.map((message) => (
            <tr key={message._id} className="border-t border-border align-top">
              <td className="px-3 py-2 font-medium">{message.name}</td>
              <td className="px-3 py-2">{message.course}</td>
              <td className="px-3 py-2 whitespace-nowrap">{message.mobile}</td>
              <td className="px-3 py-2 break-all">{message.email}</td>
              <td className="max-w-xs px-3 py-2 break-words whitespace-pre-line">
                {message.message}
              </td>
              <td className="px-3 py-2 whitespace-nowrap">
                <time dateTime={message.createdAt}>{receivedAt(message.createdAt)}</time>
              </td>
              <td className="px-3 py-2">
                <ContactStatusSelect
                  message={message}
                  value={pending?.id === message._id ? pending.status : message.status}
                  saving={pending?.id === message._id}
                  onChange={(status) => onStatusChange(message, status)}
                />
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
        </tbody>
      </table>
    </div>
  );
}
