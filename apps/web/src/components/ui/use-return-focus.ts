import { useRef } from 'react';

/**
 * Our dialogs open from plain buttons, not Radix triggers, and Radix only returns focus to a
 * trigger: remember what had focus on opening and return there on closing (when it is still
 * on the page). Spread onto a Radix dialog's Content.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement ? active : null;
    },
    onCloseAutoFocus: (event: Event) => {
      if (!opener.current?.isConnected) return;
      event.preventDefault();
      opener.current.focus();
    },
  };
}
