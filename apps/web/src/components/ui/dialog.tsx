import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef, type ReactNode } from 'react';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Read by screen readers; shown under the title when `showDescription` is set. */
  description?: string;
  showDescription?: boolean;
  children: ReactNode;
  /** Tailwind max-width class; the spec's modals are at most 2xl wide. */
  widthClass?: string;
}

/**
 * The one modal of the site (Radix): closes on Escape, backdrop click and the close button,
 * traps focus and returns it, locks page scroll while open, at most 90% of the viewport tall.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  showDescription = false,
  children,
  widthClass = 'max-w-2xl',
}: DialogProps) {
  // Our dialogs open from plain buttons, not Radix triggers, and Radix only returns focus to
  // a trigger: remember what had focus on opening and return there on closing.
  const opener = useRef<HTMLElement | null>(null);
  const rememberOpener = () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  };
  const returnFocus = (event: Event) => {
    if (!opener.current?.isConnected) return;
    event.preventDefault();
    opener.current.focus();
  };
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/60" />
        <RadixDialog.Content
          className={`fixed top-1/2 left-1/2 z-50 flex max-h-[90vh] w-[calc(100%-2rem)] ${widthClass} -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl border border-border bg-background text-foreground shadow-2xl`}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={rememberOpener}
          onCloseAutoFocus={returnFocus}
        >
          <div className="flex items-start justify-between gap-4 border-b border-border px-5 py-4">
            <div>
              <RadixDialog.Title className="text-lg font-semibold">{title}</RadixDialog.Title>
              {description && (
                <RadixDialog.Description
                  className={showDescription ? 'mt-1 text-sm text-muted' : 'sr-only'}
                >
                  {description}
                </RadixDialog.Description>
              )}
            </div>
            <RadixDialog.Close
              aria-label="Close"
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg hover:bg-surface"
            >
              <X aria-hidden="true" className="size-5" />
            </RadixDialog.Close>
          </div>
          <div className="overflow-y-auto px-5 py-4">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
