import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  contactMessageCollection,
  type ContactMessage,
  type ContactMessageUpdate,
} from '@tutoring/shared';
import { checkedCollectionClient } from '../../../lib/collection-client';
import { queryKeys } from '../../../lib/query-keys';

const messages = checkedCollectionClient(contactMessageCollection);

export interface ContactMessageChange {
  message: ContactMessage;
  changes: ContactMessageUpdate;
}

export function updateContactMessage({ message, changes }: ContactMessageChange) {
  return messages.patch({ id: message._id, changes });
}

interface UpdateOptions {
  onSuccess?: (saved: ContactMessage, change: ContactMessageChange) => void;
  onError?: (error: Error, change: ContactMessageChange) => void;
  /** What else shows these messages (the new-message count) and must reload with the list. */
  onSaved?: () => Promise<unknown> | void;
}

/**
 * PATCH a message's status or notes; the list reloads after every save (docs/PRODUCT.md section 4).
 */
export function useUpdateContactMessage({ onSuccess, onError, onSaved }: UpdateOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContactMessage,
    onSuccess: async (saved, change) => {
      onSuccess?.(saved, change);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.contactMessages.all }),
        onSaved?.(),
      ]);
    },
    onError,
  });
}
