import { useMutation } from '@tanstack/react-query';
import { contactMessageEndpoint, type ContactMessageData } from '@tutoring/shared';
import { apiRequest } from '../../../lib/api-client';
import { endpointPath } from '../../../lib/collection-client';
import type { SpamSignals } from '../../../lib/use-spam-signals';

/** The public form: no token is sent (docs/PRODUCT.md section 6). */
export async function sendContactMessage(input: ContactMessageData & SpamSignals): Promise<void> {
  await apiRequest(endpointPath(contactMessageEndpoint), {
    method: 'POST',
    body: input,
    auth: false,
  });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
