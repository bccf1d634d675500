import type { ReactNode } from 'react';
import { Button } from './button';
import { CancelButton } from './cancel-button';

interface FormActionsProps {
  /** The submit button's words while nothing is being saved. */
  submitLabel: string;
  /** A save is under way: both buttons wait, and the submit button says 'Saving...'. */
  saving: boolean;
  /** Something else holds the submit back (an upload still under way). */
  submitDisabled?: boolean;
  onCancel: () => void;
  /** A rule above the buttons, for long forms. */
  separated?: boolean;
  /** Another button before Cancel (a content form's 'Preview'). */
  extra?: ReactNode;
}

/** A form's Cancel (which asks first when the form holds unsaved changes) and submit buttons. */
export function FormActions({
  submitLabel,
  saving,
  submitDisabled = false,
  onCancel,
  separated = false,
  extra,
}: FormActionsProps) {
  return (
    <div className={`flex justify-end gap-2${separated ? ' border-t border-border pt-4' : ''}`}>
      {extra}
      <CancelButton onCancel={onCancel} disabled={saving} />
      <Button type="submit" disabled={saving || submitDisabled}>
        {saving ? 'Saving...' : submitLabel}
      </Button>
    </div>
  );
}
