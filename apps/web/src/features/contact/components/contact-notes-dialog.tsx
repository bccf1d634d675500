import { useState } from 'react';
import type { ContactMessage } from '@tutoring/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/form-controls';

// The server refuses longer notes (contactMessageUpdateSchema).
const NOTES_MAX = 5000;

interface ContactNotesDialogProps {
  message: ContactMessage;
  saving: boolean;
  /** The server's reason, or the fallback, when the last save failed. */
  error: string | null;
  onSave: (notes: string) => void;
  onClose: () => void;
}

/** Staff notes on one message (a call back, a demo time), edited in a dialog and saved with Save. */
export function ContactNotesDialog({
  message,
  saving,
  error,
  onSave,
  onClose,
}: ContactNotesDialogProps) {
  const [notes, setNotes] = useState(message.notes);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Notes for ${message.name}`}
      description={`About ${message.course}`}
      showDescription
      widthClass="max-w-lg"
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          onSave(notes);
        }}
      >
        <TextAreaField
          label="Notes"
          rows={6}
          maxLength={NOTES_MAX}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
        />
        {error && <Alert>{error}</Alert>}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving...' : 'Save'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
