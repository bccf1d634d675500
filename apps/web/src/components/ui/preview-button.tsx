import { Eye } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

interface PreviewButtonProps {
  /** What is previewed, for the dialog's title: "About Us" → "Preview: About Us". */
  what: string;
  /** The public page's part, drawn with the form's unsaved values when the dialog opens. */
  render: () => ReactNode;
}

/**
 * 'Preview' beside a content form's Save: the public page's own components with the values not
 * saved yet, in a dialog (nothing is sent; the public site shows the change only once saved).
 */
export function PreviewButton({ what, render }: PreviewButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="button"
        variant="outline"
        aria-label={`Preview ${what}`}
        onClick={() => setOpen(true)}
      >
        <Eye aria-hidden="true" className="size-4" />
        Preview
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={`Preview: ${what}`}
        description="How the public page will look once saved. Nothing has been saved yet."
        showDescription
        widthClass="max-w-5xl"
      >
        {open && (
          // Focusable, so a keyboard can scroll a preview that holds no link or button of its own.
          <div
            role="region"
            aria-label={`${what} as the public page will show it`}
            tabIndex={0}
            className="rounded-lg border border-border bg-background focus-visible:outline-2 focus-visible:outline-primary"
          >
            {render()}
          </div>
        )}
      </Dialog>
    </>
  );
}
