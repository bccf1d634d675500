import { useEffect, type CSSProperties } from 'react';
import { toast, Toaster as Sonner } from 'sonner';
import { setNotifier } from '../../lib/notify';

/**
 * sonner's rich colours, with text dark enough on their pale backgrounds: its own green
 * (#008a2e on #ecfdf3) reads at 4.25:1, under the 4.5:1 that axe and WCAG AA ask of small text.
 * Its variables are set on the toaster itself, so they win over its stylesheet's defaults.
 */
const READABLE_RICH_COLOURS = {
  '--success-text': 'hsl(140, 100%, 22%)',
  '--error-text': 'hsl(360, 100%, 38%)',
  '--info-text': 'hsl(210, 92%, 38%)',
  '--warning-text': 'hsl(31, 92%, 30%)',
} as CSSProperties;

/**
 * The admin area's toasts (sonner): announced to screen readers, at most three on screen, and
 * the same message shown once however often it comes (its text is its id).
 */
export function Toaster() {
  useEffect(() => {
    setNotifier(({ tone, message }) => {
      if (tone === 'success') toast.success(message, { id: message });
      else toast.error(message, { id: message, duration: 8000 });
    });
    return () => setNotifier(undefined);
  }, []);
  return (
    <Sonner
      position="bottom-right"
      visibleToasts={3}
      closeButton
      richColors
      style={READABLE_RICH_COLOURS}
    />
  );
}
