import type { ReactNode } from 'react';
import { AlertDialog } from './alert-dialog';

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
  /** Fields the answer carries, under the question (an optional reason). */
  children?: ReactNode;
}

/**
 * Asks before anything destructive (an accessible alert dialog, never window.confirm); it
 * stays open, saying so, while the confirmed action works.
 */
export function ConfirmDialog({
  open,
  message,
  confirmLabel = 'Delete',
  busyLabel = 'Deleting...',
  dismissLabel = 'Cancel',
  busy = false,
  onConfirm,
  onCancel,
  children,
}: ConfirmDialogProps) {
  return (
    <AlertDialog
      open={open}
      title="Please confirm"
      question={message}
      cancelLabel={dismissLabel}
      actionLabel={busy ? busyLabel : confirmLabel}
      busy={busy}
      onAction={onConfirm}
      onCancel={onCancel}
    >
      {children}
    </AlertDialog>
  );
}
