import { useEffect } from 'react';
import { toast, Toaster as Sonner } from 'sonner';
import { setNotifier } from '../../lib/notify';

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
  return <Sonner position="bottom-right" visibleToasts={3} closeButton richColors />;
}
