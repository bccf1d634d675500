import type { ContactMessage, ContactStatus } from '@tutoring/shared';
import { Button } from '../../../components/ui/button';
import { ContactStatusSelect } from './contact-status-select';

interface StatusCellProps {
  message: ContactMessage;
  /** The status change being saved, shown in its row until the list reloads. */
  pending: { id: string; status: ContactStatus } | null;
  onStatusChange: (message: ContactMessage, status: ContactStatus) => void;
}

/** A lead's status select, and for one held as spam the way back. */
export function StatusCell({ message, pending, onStatusChange }: StatusCellProps) {
  const saving = pending?.id === message._id;
  return (
    <>
      <ContactStatusSelect
        message={message}
        value={saving ? pending.status : message.status}
        saving={saving}
        onChange={(status) => onStatusChange(message, status)}
      />
      {/* One click back for a person caught by the spam checks (a form filled by autofill). */}
      {message.status === 'spam' && (
        <Button
          variant="outline"
          className="mt-2"
          disabled={saving}
          aria-label={`Not spam: ${message.name}`}
          onClick={() => onStatusChange(message, 'new')}
        >
          Not spam
        </Button>
      )}
    </>
  );
}

interface NotesCellProps {
  message: ContactMessage;
  onEditNotes: (message: ContactMessage) => void;
}

/** Staff's notes on a lead and the button that edits them. */
export function NotesCell({ message, onEditNotes }: NotesCellProps) {
  return (
    <>
      {message.notes && <p className="mb-2 whitespace-pre-line">{message.notes}</p>}
      <Button
        variant="outline"
        aria-label={`${message.notes ? 'Edit' : 'Add'} notes for ${message.name}`}
        onClick={() => onEditNotes(message)}
      >
        {message.notes ? 'Edit notes' : 'Add notes'}
      </Button>
    </>
  );
}
