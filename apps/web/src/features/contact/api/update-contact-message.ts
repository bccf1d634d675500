import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  contactMessageSchema,
  type ContactMessage,
  type ContactMessageUpdate,
} from '@tutoring/shared';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { contactMessagesQueryKey } from './get-contact-messages';

const answerSchema = z.object({ contactMessage: contactMessageSchema });

export interface ContactMessageChange {
  message: ContactMessage;
  changes: ContactMessageUpdate;
}

export async function updateContactMessage({ message, changes }: ContactMessageChange) {
  const { contactMessage } = await apiRequest(`/contact/${encodeURIComponent(message._id)}`, {
    method: 'PATCH',
    body: changes,
    schema: answerSchema,
  });
  return contactMessage;
}

interface UpdateOptions {
  onSuccess?: (saved: ContactMessage, change: ContactMessageChange) => void;
  onError?: (error: Error, change: ContactMessageChange) => void;
  /** What else shows these messages (the new-message count) and must reload with the list. */
  onSaved?: () => Promise<unknown> | void;
}

/** PATCH a message's status or notes; the list reloads after every save (SPEC.md section 4). */
export function useUpdateContactMessage({ onSuccess, onError, onSaved }: UpdateOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContactMessage,
    onSuccess: async (saved, change) => {
      onSuccess?.(saved, change);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: contactMessagesQueryKey }),
        onSaved?.(),
      ]);
    },
    onError,
  });
}
