import { useEffect, useRef, useState } from 'react';

/**
 * A text box's own value, passed on `delayMs` after the last keystroke: typing a name asks
 * the server once, not once per letter. A change from outside (a reset) is taken over.
 */
export function useDebouncedText(value: string, onSettled: (text: string) => void, delayMs = 300) {
  const [draft, setDraft] = useState(value);
  const latest = useRef(onSettled);
  useEffect(() => {
    latest.current = onSettled;
  });
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    setDraft(value);
  }
  useEffect(() => {
    if (draft === value) return undefined;
    const timer = setTimeout(() => latest.current(draft), delayMs);
    return () => clearTimeout(timer);
  }, [draft, value, delayMs]);
  return [draft, setDraft] as const;
}
