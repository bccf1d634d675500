import { useCallback, useRef } from 'react';
import { readVisitSource, type VisitSource } from './visit-source';

/** What a public form adds about the person and the visit: their consent and its source. */
export interface LeadOriginSignals {
  consent: boolean;
  source?: VisitSource;
}

/** The consent box's state and what a form sends of it (read at submission, like spam signals). */
export function useLeadOrigin() {
  const consentRef = useRef<HTMLInputElement>(null);
  const read = useCallback((): LeadOriginSignals => {
    const source = readVisitSource();
    return { consent: consentRef.current?.checked ?? false, ...(source ? { source } : {}) };
  }, []);
  return { consentRef, read };
}

export const CONSENT_TEXT = 'I agree that the institute keeps these details to answer me, as the';
