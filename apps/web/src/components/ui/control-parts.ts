import type { ReactNode } from 'react';

/** How every text control of a form looks. */
export const CONTROL =
  'min-h-11 w-full rounded-lg border border-muted bg-background px-3 py-2 text-foreground ' +
  'aria-invalid:border-error';

/** The ids a control's hint and error have (ControlFrame), as its aria-describedby. */
export function describedBy(id: string, error?: string, hint?: ReactNode): string | undefined {
  return [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
}
