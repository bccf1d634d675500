import { useQuery } from '@tanstack/react-query';
import { aboutContentSchema, type AboutContent } from '@tutoring/shared';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export const aboutContentQueryKey = ['content', 'about-us'] as const;

// The read answer may carry more than the editable fields (ids, timestamps): keep only those.
const answerSchema = z.object({ about: z.looseObject(aboutContentSchema.shape) });

export async function getAboutContent(): Promise<AboutContent> {
  const { about } = await apiRequest('/content/about-us', { auth: false, schema: answerSchema });
  return { history: about.history, values: about.values };
}

export function useAboutContent() {
  return useQuery({ queryKey: aboutContentQueryKey, queryFn: getAboutContent });
}
