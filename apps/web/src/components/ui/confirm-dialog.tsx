import { Button } from './button';
import { Dialog } from './dialog';

interface ConfirmDialogProps {
  open: boolean;
  /** The question, in the spec's exact words where it gives them. */
  message: string;
  confirmLabel?: string;
  /** The button that backs out (when 'Cancel' would be ambiguous). */
  dismissLabel?: string;
  /** What the confirm button says while it works. */
  busyLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before anything destructive; an accessible replacement for window.confirm. */
export function ConfirmDialog({
  open,
  message,
  confirmLabel = 'Delete',
  busyLabel = 'Deleting...',
  dismissLabel = 'Cancel',
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onCancel()}
      title="Please confirm"
      widthClass="max-w-md"
    >
      <p className="text-sm">{message}</p>
      <div className="mt-5 flex justify-end gap-2">
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          {dismissLabel}
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={busy}>
          {busy ? busyLabel : confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
