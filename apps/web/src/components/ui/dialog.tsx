import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { ChangeScopeContext, useChildScope } from './unsaved-changes';
import { useReturnFocus } from './use-return-focus';

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
 * In the admin area, a form in it with unsaved changes is asked about before it closes
 * (unsaved-changes.ts).
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
  const returnFocus = useReturnFocus();
  const scope = useChildScope();
  const changeOpen = (next: boolean) => {
    if (next || !scope) onOpenChange(next);
    else scope.leave(() => onOpenChange(false));
  };
  return (
    <RadixDialog.Root open={open} onOpenChange={changeOpen}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/60" />
        <RadixDialog.Content
          className={`fixed top-1/2 left-1/2 z-50 flex max-h-[90vh] w-[calc(100%-2rem)] ${widthClass} -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl border border-border bg-background text-foreground shadow-2xl`}
          {...(description ? {} : { 'aria-describedby': undefined })}
          {...returnFocus}
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
          <div className="overflow-y-auto px-5 py-4">
            <ChangeScopeContext.Provider value={scope}>{children}</ChangeScopeContext.Provider>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
