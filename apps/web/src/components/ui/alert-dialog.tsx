import * as RadixAlertDialog from '@radix-ui/react-alert-dialog';
import type { MouseEvent, ReactNode } from 'react';
import { buttonClasses } from './button-styles';
import { useReturnFocus } from './use-return-focus';

interface AlertDialogProps {
  open: boolean;
  title: string;
  /** The question, read out with the title. */
  question: string;
  /** The button that backs out; it has focus when the question opens. */
  cancelLabel: string;
  /** The button that goes ahead (something that cannot be undone). */
  actionLabel: string;
  /** The action is under way: both buttons wait. */
  busy?: boolean;
  onAction: () => void;
  onCancel: () => void;
  /** What the answer may carry, under the question (a reason to give). */
  children?: ReactNode;
}

/**
 * A question that must be answered before going on (Radix AlertDialog, role alertdialog): it
 * closes on Escape or the cancel button, never on a click beside it, and focus starts on the
 * safe answer. The action button leaves closing to the caller, so it can show its work.
 */
export function AlertDialog({
  open,
  title,
  question,
  cancelLabel,
  actionLabel,
  busy = false,
  onAction,
  onCancel,
  children,
}: AlertDialogProps) {
  const returnFocus = useReturnFocus();
  const act = (event: MouseEvent) => {
    event.preventDefault();
    onAction();
  };
  return (
    <RadixAlertDialog.Root open={open} onOpenChange={(next) => !next && onCancel()}>
      <RadixAlertDialog.Portal>
        <RadixAlertDialog.Overlay className="fixed inset-0 z-40 bg-black/60" />
        <RadixAlertDialog.Content
          className="fixed top-1/2 left-1/2 z-50 flex w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-3 rounded-xl border border-border bg-background px-5 py-4 text-foreground shadow-2xl"
          {...returnFocus}
        >
          <RadixAlertDialog.Title className="text-lg font-semibold">{title}</RadixAlertDialog.Title>
          <RadixAlertDialog.Description className="text-sm">
            {question}
          </RadixAlertDialog.Description>
          {children}
          <div className="mt-2 flex justify-end gap-2">
            <RadixAlertDialog.Cancel className={buttonClasses('outline')} disabled={busy}>
              {cancelLabel}
            </RadixAlertDialog.Cancel>
            <RadixAlertDialog.Action
              className={buttonClasses('danger')}
              disabled={busy}
              onClick={act}
            >
              {actionLabel}
            </RadixAlertDialog.Action>
          </div>
        </RadixAlertDialog.Content>
      </RadixAlertDialog.Portal>
    </RadixAlertDialog.Root>
  );
}
