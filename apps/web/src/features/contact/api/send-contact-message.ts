import { useMutation } from '@tanstack/react-query';
import { contactMessageEndpoint, type ContactMessageData } from '@tutoring/shared';
import { apiRequest } from '../../../lib/api-client';
import { endpointPath } from '../../../lib/collection-client';

/** What the form adds for the server's spam check: the honeypot text and the fill time. */
export interface ContactSpamSignals {
  /** The honeypot's text: empty when a person filled the form. */
  website: string;
  /** Milliseconds from the form appearing to its submission. */
  elapsedMs: number;
}

/** The public form: no token is sent (docs/PRODUCT.md section 6). */
export async function sendContactMessage(
  input: ContactMessageData & ContactSpamSignals,
): Promise<void> {
  await apiRequest(endpointPath(contactMessageEndpoint), {
    method: 'POST',
    body: input,
    auth: false,
  });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
