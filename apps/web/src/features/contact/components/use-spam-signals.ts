import { useCallback, useEffect, useRef } from 'react';
import type { ContactSpamSignals } from '../api/send-contact-message';

/** Reads the two spam signals the server weighs: the honeypot and how fast the form was sent. */
export function useSpamSignals() {
  const honeypotRef = useRef<HTMLInputElement>(null);
  const shownAt = useRef(0);
  useEffect(() => {
    shownAt.current = Date.now();
  }, []);
  const read = useCallback(
    (): ContactSpamSignals => ({
      website: honeypotRef.current?.value ?? '',
      elapsedMs: Math.max(0, Math.round(Date.now() - shownAt.current)),
    }),
    [],
  );
  return { honeypotRef, read };
}
