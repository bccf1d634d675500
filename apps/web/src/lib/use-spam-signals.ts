import { useCallback, useEffect, useRef } from 'react';

/** What a public form adds for the server's spam check: the honeypot text and the fill time. */
export interface SpamSignals {
  /** The honeypot's text: empty when a person filled the form. */
  website: string;
  /** Milliseconds from the form appearing to its submission. */
  elapsedMs: number;
}

/**
 * Reads the two spam signals the server weighs on the contact and booking forms: the
 * honeypot (components/ui/honeypot-field.tsx) and how fast the form was sent.
 */
export function useSpamSignals() {
  const honeypotRef = useRef<HTMLInputElement>(null);
  const shownAt = useRef(0);
  useEffect(() => {
    shownAt.current = Date.now();
  }, []);
  const read = useCallback(
    (): SpamSignals => ({
      website: honeypotRef.current?.value ?? '',
      elapsedMs: Math.max(0, Math.round(Date.now() - shownAt.current)),
    }),
    [],
  );
  return { honeypotRef, read };
}
