import { useQuery } from '@tanstack/react-query';
import { contactMessageSchema, type ContactMessage } from '@tutoring/shared';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export const contactMessagesQueryKey = ['contact-messages'] as const;

const contactMessagesSchema = z.object({ messages: z.array(contactMessageSchema) });

/** Newest first: the server sorts them. */
export async function getContactMessages(): Promise<ContactMessage[]> {
  const { messages } = await apiRequest('/contact', { schema: contactMessagesSchema });
  return messages;
}

export function useContactMessages() {
  return useQuery({ queryKey: contactMessagesQueryKey, queryFn: getContactMessages });
}
