import { useId } from 'react';
import { Button } from './button';
import { useUnsavedChanges } from './unsaved-changes';

interface UploadFeedbackProps {
  /** Names the progress bar: "Uploading file". */
  label: string;
  uploading: boolean;
  /** How much has gone, 0 to 100. */
  percent: number;
  cancel: () => void;
  cancelled: boolean;
  /** A refusal or a failure, in words. */
  problem: string | null;
}

/**
 * What an upload field says about its upload (docs/PRODUCT.md section 5): while it runs, a
 * labelled progress bar with the percentage in words and 'Cancel upload'; then that it was
 * cancelled, or why it was refused.
 */
export function UploadFeedback(props: UploadFeedbackProps) {
  const id = useId();
  // An upload under way is work in progress: leaving the form asks first, as for typing.
  useUnsavedChanges(props.uploading);
  return (
    <>
      {props.uploading && (
        <div className="flex flex-wrap items-center gap-3">
          <label htmlFor={id} className="text-sm text-foreground">
            {props.label}
          </label>
          <progress
            id={id}
            max={100}
            value={props.percent}
            className="h-2 min-w-24 flex-1 accent-primary"
          />
          <span className="text-sm text-foreground tabular-nums">{`${props.percent}%`}</span>
          <Button variant="outline" onClick={props.cancel}>
            Cancel upload
          </Button>
        </div>
      )}
      {props.cancelled && (
        <p role="status" className="text-sm text-muted">
          Upload cancelled.
        </p>
      )}
      {props.problem && (
        <p role="alert" className="text-sm text-error">
          {props.problem}
        </p>
      )}
    </>
  );
}
