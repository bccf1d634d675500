import { zodResolver } from '@hookform/resolvers/zod';
import { contactMessageUpdateSchema, type ContactMessage } from '@tutoring/shared';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CancelButton } from '../../../components/ui/cancel-button';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/form-controls';
import { UnsavedChanges } from '../../../components/ui/unsaved-changes';
import { fieldWiring } from '../../../lib/field-wiring';

/** The notes rule of the API's own update schema (at most LIMITS.longTextMax characters). */
const notesFormSchema = z.object({ notes: contactMessageUpdateSchema.shape.notes.unwrap() });
type NotesForm = z.infer<typeof notesFormSchema>;

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
  const {
    register,
    handleSubmit,
    formState: { errors, isDirty },
  } = useForm<NotesForm>({
    resolver: zodResolver(notesFormSchema),
    defaultValues: { notes: message.notes },
  });
  const field = fieldWiring(register, errors);
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
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => void handleSubmit(({ notes }) => onSave(notes))(event)}
      >
        <UnsavedChanges when={isDirty} />
        <TextAreaField label="Notes" rows={6} {...field('notes')} />
        {error && <Alert>{error}</Alert>}
        <div className="flex flex-wrap justify-end gap-3">
          <CancelButton onCancel={onClose} />
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving...' : 'Save'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
