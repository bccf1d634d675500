import { useMutation, useQueryClient } from '@tanstack/react-query';
import { aboutContentSchema, type AboutContent, type AboutContentInput } from '@tutoring/shared';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { aboutContentQueryKey } from './get-about-content';

const answerSchema = z.object({ about: z.looseObject(aboutContentSchema.shape) });

export async function updateAboutContent(input: AboutContentInput): Promise<AboutContent> {
  const { about } = await apiRequest('/content/about-us', {
    method: 'PUT',
    body: input,
    schema: answerSchema,
  });
  return { history: about.history, values: about.values };
}

export function useUpdateAboutContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAboutContent,
    onSuccess: (about) => queryClient.setQueryData(aboutContentQueryKey, about),
  });
}
