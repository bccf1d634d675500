import { useMutation } from '@tanstack/react-query';
import type { ContactMessageData } from '@tutoring/shared';
import { apiRequest } from '../../../lib/api-client';

/** The public form: no token is sent (SPEC.md section 6). */
export async function sendContactMessage(input: ContactMessageData): Promise<void> {
  await apiRequest('/contact', { method: 'POST', body: input, auth: false });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
